import { ASSISTANT_NAME } from './shell';

/**
 * The assistant's screens (spec 2 §2–§9, spec 1 §4, spec 3 §4.4). Quoted spec texts are
 * verbatim; the rest is ours, in the same voice.
 */
export const assistantCopy = {
  name: ASSISTANT_NAME,
  yourAiAssistant: 'Your AI Assistant',
  /** The welcome post a new user finds from Meg in the assistant relationship (shown in full). */
  welcomePost: (firstName: string, productName: string) =>
    `Welcome to ${productName}${firstName ? `, ${firstName}` : ''}! I'm ${ASSISTANT_NAME}, your AI assistant, and this is our private space.\n\n` +
    `Connect with the people you work with from the sidebar: each relationship gets its own timeline and chat for posts, files, links, meetings and documents to sign. Groups do the same for a team.\n\n` +
    `When you are ready, set me up and train me here with your purpose and your files, and I will answer your one-to-one chats while you are away, only from what you gave me.`,
  tiles: {
    label: 'Assistant actions',
    setup: 'Setup',
    setupHint: 'Answer five questions so Meg speaks like you',
    train: 'Train',
    trainHint: 'Give Meg your purpose and your files',
    subscribe: 'Subscribe',
    subscribeHint: 'Subscribe to AI Pro to switch Meg on',
    subscribed: 'Subscribed',
    subscribedHint: 'Your AI Pro subscription is active',
  },
  enableSwitch: `Enable ${ASSISTANT_NAME} to respond to your Relationships`,
  testModeSwitch: 'Test Mode',
  awaySwitch: "I'm away: answer my chats now",
  awayHint: 'Otherwise Meg answers once none of your apps has been open for a while',
  testModeHint: 'Talk to Meg as one of your contacts would',
  enableDialog: {
    title: `Enable ${ASSISTANT_NAME}, Your AI Assistant`,
    text: `${ASSISTANT_NAME} answers your relationships while you are away. Switching ${ASSISTANT_NAME} on requires the AI Pro subscription.`,
    findOutMore: 'FIND OUT MORE',
    cancel: 'Not now',
  },
  notTrainedDialog: {
    title: `${ASSISTANT_NAME} is enabled, but not fully trained`,
    text: `${ASSISTANT_NAME} stays silent until its setup is done and its training is saved: until then your relationships get no reply from ${ASSISTANT_NAME}. Complete the training so it answers in your tone, from your facts.`,
    skip: 'Skip TRAINING',
    complete: 'COMPLETE TRAINING',
  },
  setup: {
    title: 'Set up your AI Assistant',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    questions: {
      role: 'What best describes your role?',
      tone: `Which tone should ${ASSISTANT_NAME} use?`,
      style: `How should ${ASSISTANT_NAME} write?`,
      userGender: 'How do you identify?',
      userValues: 'Which values matter most to you?',
    },
    pickOne: 'Choose one.',
    pickMany: 'Choose all that apply.',
    previous: 'PREVIOUS',
    next: 'NEXT',
    done: 'DONE',
    thanksTitle: 'Thank you!',
    thanksText: `${ASSISTANT_NAME} now knows how you like to speak. Next, train it with your purpose and your files.`,
    thanksTextUnsubscribed: `${ASSISTANT_NAME} now knows how you like to speak. Subscribe to AI Pro to switch it on.`,
    train: 'TRAIN YOUR AI ASSISTANT',
    subscribe: 'SUBSCRIBE',
    loading: 'Loading your answers',
  },
  leaveDialog: {
    title: 'Leave without saving?',
    text: 'Your answers on this step are not saved yet.',
    discard: 'DISCARD CHANGES',
    continue: 'CONTINUE SETUP',
    save: 'SAVE CHANGES',
  },
  train: {
    title: 'Train your AI Assistant',
    purposeLabel: 'Purpose',
    purposePlaceholder:
      'Tell Meg who you are, what you do and how it should answer for you. For example: I run a design studio; answer questions about our services, prices and availability.',
    filesTitle: 'Knowledge base',
    filesText:
      'Files Meg answers from: pdf, csv, doc, docx, xls, xlsx, html, txt or md, up to 10 MB each, 50 files at most.',
    addFiles: 'Add files',
    searchLabel: 'Search files by name',
    noFiles: 'No files yet. Add the documents Meg should answer from.',
    noMatch: 'No file matches this name.',
    template: 'Download the sample Q&A template',
    save: 'SAVE CHANGES',
    saving: (percent: number) => `SAVING ${percent}%`,
    saved: 'Your changes are saved.',
    subscribe: 'SUBSCRIBE TO START AI TRAINING',
    removeFile: (name: string) => `Remove ${name}`,
    status: {
      pending: 'Ready to upload',
      uploading: (percent: number) => `Uploading ${percent}%`,
      uploaded: 'Uploaded',
      reading: 'Reading',
      indexed: 'Indexed',
      failed: 'Could not be read',
    },
    failedHelp: 'This file could not be read. Check that it opens, or save it in another format and add it again.',
    loadError: 'Your files could not be loaded.',
  },
  trainLeaveDialog: {
    title: 'Leave without saving?',
    text: 'Your purpose text or new files are not saved yet.',
    discard: 'DISCARD CHANGES',
    stay: 'KEEP EDITING',
    save: 'SAVE CHANGES',
  },
  settings: {
    title: 'AI settings',
    description: (name: string) => `How ${ASSISTANT_NAME} answers ${name} while you are away.`,
    enable: (name: string) => `Let ${ASSISTANT_NAME} respond to ${name}`,
    instructionsLabel: 'Instructions for this relationship',
    instructionsPlaceholder: 'For example: keep replies short and offer a call for anything about pricing.',
    save: 'Save',
    saved: 'Instructions saved.',
    loadError: 'These settings could not be loaded.',
  },
  conflict: {
    disabledHereEnabledGlobally: `${ASSISTANT_NAME} is switched on for your relationships, but off for this one: ${ASSISTANT_NAME} will not answer here.`,
    enabledHereDisabledGlobally: `${ASSISTANT_NAME} is on for this relationship, but switched off for all your relationships: switch it on from your AI Assistant to let it answer.`,
    dontRemind: "Don't remind me",
    dismiss: 'OK',
  },
  rowMenu: {
    enableGlobally: `Enable ${ASSISTANT_NAME}`,
    disableGlobally: `Disable ${ASSISTANT_NAME}`,
    train: 'Train',
    setup: 'Setup',
    enableHere: `Enable ${ASSISTANT_NAME} for this relationship`,
    disableHere: `Disable ${ASSISTANT_NAME} for this relationship`,
    aiSettings: 'AI settings',
  },
  card: {
    title: 'AI Assistant',
    aboutText: `${ASSISTANT_NAME} is your AI assistant. While you are away, ${ASSISTANT_NAME} answers the people in your one-to-one relationships in your tone, using only what you taught it: your purpose, your instructions for each relationship and your knowledge-base files. You see every reply ${ASSISTANT_NAME} sends and the sources it used, and you can switch it off for anyone.`,
    showMore: 'Show more',
    showLess: 'Show less',
    about: 'About',
    activate: 'ACTIVATE',
    activated: 'Activated',
    train: 'Train',
    prompts: 'Instructional Prompts',
    promptsEmpty: `No prompts yet. Tell ${ASSISTANT_NAME} how to answer for you.`,
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    testTitle: 'Test mode',
    testText: `You are talking to ${ASSISTANT_NAME} as this sample contact would. Switch Test Mode off to return.`,
  },
  chat: {
    fromMeg: (name: string) => `Sent by ${name}, your AI Assistant`,
    fromTheirMeg: (name: string) => `Sent by ${name}, AI Assistant`,
    sources: (count: number) => (count === 1 ? 'Show the 1 source it used' : `Show the ${count} sources it used`),
    hideSources: 'Hide sources',
    noSources: 'Answered from your setup only; no file was quoted.',
    holding: (question: string) =>
      `Nothing you gave ${ASSISTANT_NAME} answers this yet, so it said you will get back to them. They asked: "${question}"`,
    typingFallback: ASSISTANT_NAME,
    /** Meg's note to its owner, in the assistant relationship, after a holding reply. */
    heldForOwner: (asker: string, question: string) =>
      `${asker || 'A contact'} asked: "${question}". Nothing you gave me answers it yet, so I said you will get back to them.`,
  },
  pricing: {
    title: 'AI Pro',
    crumb: 'Pricing',
    intro: `${ASSISTANT_NAME}, your AI assistant, answers your relationships while you are away, in your tone and from your own files.`,
    features: [
      'Replies in your one-to-one relationships while you are away',
      'Answers only from your purpose, instructions and knowledge-base files',
      'Shows you every reply and the sources it used',
      'A test mode to try it as a contact would',
    ],
    selfHostedNote: 'Self-hosted plan: AI Pro is activated on this server for your account. No payment is taken.',
    activate: 'ACTIVATE AI PRO',
    checkout: 'SUBSCRIBE TO AI PRO',
    active: 'AI Pro is active on your account.',
    manage: 'Manage Subscriptions',
    activated: 'AI Pro is active. Set up Meg next.',
    openAssistant: 'SET UP YOUR AI ASSISTANT',
    checking: 'Checking your subscription',
  },
  /** Guidance states (spec 3 §4.4): a panel in the assistant relationship, and the share card's status. */
  guidance: {
    label: `${ASSISTANT_NAME}'s status`,
    states: {
      setup: {
        title: `Set up ${ASSISTANT_NAME}`,
        text: `Answer five short questions so ${ASSISTANT_NAME} speaks like you, then train it. ${ASSISTANT_NAME} answers your relationships only once it is set up, trained and switched on with AI Pro.`,
      },
      inactive_setup: {
        title: `Set up ${ASSISTANT_NAME}`,
        text: `AI Pro is active. Answer five short questions so ${ASSISTANT_NAME} speaks like you, then train it and switch it on.`,
      },
      active_setup: {
        title: `${ASSISTANT_NAME} is on, but stays silent`,
        text: `${ASSISTANT_NAME} answers no one until you finish its setup and save its training.`,
      },
      train: {
        title: `Train ${ASSISTANT_NAME}`,
        text: `Setup is done. Give ${ASSISTANT_NAME} your purpose and your files. It answers your relationships only once it is trained and switched on with AI Pro.`,
      },
      inactive_train: {
        title: `Train ${ASSISTANT_NAME}`,
        text: `Setup is done. Save a purpose (and add your files) so ${ASSISTANT_NAME} knows what to answer, then switch it on.`,
      },
      active_train: {
        title: `${ASSISTANT_NAME} is on, but stays silent until it is trained`,
        text: `Setup is done, but ${ASSISTANT_NAME} answers no one until you save a purpose in Train.`,
      },
      ready: {
        title: `${ASSISTANT_NAME} is ready, but switched off`,
        text: `${ASSISTANT_NAME} is set up and trained. Switch on 'Enable ${ASSISTANT_NAME} to respond to your Relationships' (with AI Pro) to let it answer while you are away.`,
      },
      active_ready: {
        title: `${ASSISTANT_NAME} is answering for you`,
        text: `While you are away, ${ASSISTANT_NAME} answers your one-to-one relationships from your purpose and your files. Try it first in Test Mode.`,
      },
    },
    actions: {
      setup: 'Open setup',
      train: 'Open training',
      subscribe: 'See AI Pro',
      profile: 'Your profile',
    },
  },
  /** Test mode's note where a contact would get no reply (the same decision as a real reply). */
  silence: {
    title: `${ASSISTANT_NAME} stayed silent`,
    text: `A contact writing this would get no reply, because:`,
    reasons: {
      notSubscribed: 'AI Pro is not active.',
      switchedOff: `${ASSISTANT_NAME} is switched off for your relationships.`,
      setupIncomplete: 'Setup is not finished.',
      notTrained: `${ASSISTANT_NAME} is not trained: no purpose is saved.`,
      offHere: `${ASSISTANT_NAME} is switched off for this relationship.`,
    },
    plain: (reasons: readonly string[]) => `${ASSISTANT_NAME} stayed silent: ${reasons.join(' ')}`,
  },
  /** 'Attention: Meg just messaged you' (spec 3 §2.3), hidden for good with the stored flag hideUnreadMeg. */
  attention: {
    title: `Attention: ${ASSISTANT_NAME} just messaged you`,
    text: `${ASSISTANT_NAME} wrote to you in your private space.`,
    read: 'Read it',
    dismiss: 'Not now',
    hide: "Don't show this again",
  },
  testMode: {
    starting: 'Starting test mode',
    leaving: 'Leaving test mode',
  },
} as const;
