/**
 * The evaluation set's questions about the files in files.ts, worded as customers write them
 * (their own words, synonyms, yes/no questions), never copied from the files.
 *
 * `fact` is the short value a right reply must hold, verbatim in `file`'s text (matched
 * case-insensitively with whitespace normalised); `kind` is the kind of answer asked for.
 */
export const EVAL_KINDS = [
  'amount',
  'date',
  'time',
  'duration',
  'person',
  'place',
  'yes/no',
  'procedure',
  'other',
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

export type EvalQuestion = { question: string; fact: string; file: string; kind: EvalKind };

const HANDBOOK = 'Patient handbook.md';
const POLICIES = 'Clinic policies.pdf';
const ABOUT = 'About us.docx';
const PRICES = 'Price list 2026.xlsx';
const TIMETABLE = 'Pilates timetable.csv';
const DIRECTIONS = 'Getting here.txt';

const q = (file: string, kind: EvalKind, question: string, fact: string): EvalQuestion => ({
  question,
  fact,
  file,
  kind,
});

export const EVAL_ANSWERABLE: EvalQuestion[] = [
  // The handbook (markdown, hard-wrapped, with an opening-hours table).
  q(HANDBOOK, 'yes/no', 'Do I need a letter from my doctor before I can book?', 'do not need a referral'),
  q(HANDBOOK, 'procedure', 'How do I make an appointment?', 'book online'),
  q(HANDBOOK, 'date', 'By when do I have to send back the health form?', 'the evening before'),
  q(HANDBOOK, 'procedure', "There's nothing free this week, can you let me know if a slot comes up?", 'waiting list'),
  q(HANDBOOK, 'time', 'How early should I get there for my first session?', '10 minutes early'),
  q(HANDBOOK, 'other', 'What should I wear to physio?', 'loose, comfortable clothing'),
  q(HANDBOOK, 'other', 'Should I bring my x-rays?', 'X-ray reports'),
  q(HANDBOOK, 'time', 'What are your hours on a Tuesday?', '8am to 8pm'),
  q(HANDBOOK, 'yes/no', 'are you open on saturday', '9am to 1pm'),
  q(HANDBOOK, 'time', 'What time do you close on Fridays?', '5pm'),
  q(HANDBOOK, 'yes/no', 'Can I come in on a Sunday?', 'closed'),
  q(HANDBOOK, 'time', 'Until what time can I phone reception on a weekday?', '6pm'),
  q(HANDBOOK, 'yes/no', 'Are you open on bank holidays?', 'public holidays'),
  q(HANDBOOK, 'yes/no', 'Do you take Laya?', 'Laya Healthcare'),
  q(HANDBOOK, 'yes/no', 'Can you send the bill straight to my health insurance?', 'do not bill insurers directly'),
  q(HANDBOOK, 'other', 'Which insurers are you registered with?', 'VHI'),
  q(HANDBOOK, 'procedure', 'How do I claim the cost back from my health insurance?', 'receipt we email you'),
  q(HANDBOOK, 'yes/no', 'Can I bring my dog with me?', 'cannot allow other pets'),
  q(HANDBOOK, 'yes/no', 'Is my husband allowed to come into the room with me?', 'friend or family member'),
  q(HANDBOOK, 'yes/no', 'Can my kids come along while I have my appointment?', 'adult stays with them'),
  q(HANDBOOK, 'yes/no', 'Do you do house calls?', 'home visits'),
  q(HANDBOOK, 'date', 'Which day does the physio come out to people at home?', 'Wednesday afternoons'),
  q(HANDBOOK, 'other', 'How far will you travel to see someone at home?', '15 km'),
  q(HANDBOOK, 'yes/no', 'Can I do my first appointment over Zoom?', 'not for first assessments'),
  q(HANDBOOK, 'other', 'How big are the pilates classes?', 'eight people'),
  q(HANDBOOK, 'yes/no', 'Do I need to bring my own yoga mat to pilates?', 'mats and equipment are provided'),
  q(HANDBOOK, 'yes/no', "Is pilates ok if I'm still getting over an injury?", 'suitable'),
  q(HANDBOOK, 'duration', 'How long will I be sore after the treatment?', '24 to 48 hours'),
  q(HANDBOOK, 'other', 'What app do you use for the home exercises?', 'PhysiApp'),
  q(HANDBOOK, 'other', "What's your phone number?", '091 562 840'),
  q(HANDBOOK, 'procedure', 'What should I do if my pain gets worse after treatment?', 'ring us'),
  q(HANDBOOK, 'other', 'What email address can I write to?', 'hello@harboursidephysio.ie'),

  // The policies (a two-page PDF with wrapped paragraphs); page 1.
  q(POLICIES, 'duration', 'How much notice do you need if I want to cancel?', '24 hours'),
  q(POLICIES, 'amount', 'What do you charge if I cancel at the last minute?', '35 EUR'),
  q(POLICIES, 'procedure', 'How do I cancel my appointment?', 'confirmation text'),
  q(POLICIES, 'other', 'What happens if I forget to turn up?', 'full fee'),
  q(POLICIES, 'yes/no', "I'm running 10 minutes late, will I still get the whole session?", 'scheduled time'),
  q(POLICIES, 'yes/no', 'Can I pay by cheque?', 'do not accept cheques'),
  q(POLICIES, 'yes/no', 'Do you take Apple Pay?', 'Apple Pay'),
  q(POLICIES, 'time', 'When do I pay for the session?', 'end of each appointment'),
  q(POLICIES, 'date', 'When will I get the receipt for my insurance claim?', 'same day'),
  q(POLICIES, 'yes/no', 'Do you ever let people off the late cancellation charge?', 'once a year'),
  q(POLICIES, 'yes/no', 'Do I have to pay for the whole course of treatment up front?', 'sessions you attend'),
  q(POLICIES, 'other', 'What happens if I miss two appointments?', 'payment at the time of booking'),
  // Page 2.
  q(POLICIES, 'duration', 'How long do I have to use up my pilates pack?', '10 weeks'),
  q(POLICIES, 'yes/no', "Can I get my money back for the classes I didn't use?", '30 days'),
  q(POLICIES, 'yes/no', 'Can my daughter use the rest of my classes?', 'family member'),
  q(POLICIES, 'duration', 'Do your gift cards expire?', '12 months'),
  q(POLICIES, 'amount', "What's the smallest gift voucher I can buy?", '25 EUR'),
  q(POLICIES, 'yes/no', 'Can I swap a voucher for cash?', 'cannot be exchanged for cash'),
  q(POLICIES, 'yes/no', 'Can I buy a voucher on your website?', 'at reception or online'),
  q(POLICIES, 'other', 'What age do kids have to be for you to treat them?', 'age of eight'),
  q(POLICIES, 'yes/no', 'Can my 14 year old go to her appointment on her own?', 'parent or guardian'),
  q(POLICIES, 'yes/no', 'Can I ask for another person to be present while I am examined?', 'chaperone'),
  q(POLICIES, 'yes/no', 'Do I have to pay extra for a chaperone?', 'no extra cost'),
  q(POLICIES, 'procedure', 'How do I arrange for a chaperone?', 'mention it when you book'),
  q(POLICIES, 'duration', 'How long do you hold on to my medical notes?', '8 years'),
  q(POLICIES, 'procedure', 'How can I get a copy of my file?', 'privacy@harboursidephysio.ie'),
  q(POLICIES, 'person', 'Who should I complain to?', 'Ciara Moran'),
  q(POLICIES, 'duration', 'How quickly do you reply to a complaint?', '5 working days'),

  // The about page (DOCX).
  q(ABOUT, 'person', 'Who started the business?', 'Niamh Brennan'),
  q(ABOUT, 'date', 'How long has the clinic been around? What year did you open?', '2014'),
  q(ABOUT, 'date', 'When did you move to Dock House?', '2019'),
  q(ABOUT, 'place', 'Where were you before the move?', 'Shop Street'),
  q(ABOUT, 'person', 'Which physio is best for back pain?', 'Tomás Walsh'),
  q(ABOUT, 'person', 'Who can I see about pelvic floor problems after having my baby?', 'Aoife Daly'),
  q(ABOUT, 'person', 'Who does the massages?', 'Marek Nowak'),
  q(ABOUT, 'yes/no', 'Does anyone there speak Polish?', 'Polish'),
  q(ABOUT, 'place', "What's your address?", '14 Dock Road'),
  q(ABOUT, 'place', 'Which building are you in?', 'Dock House'),
  q(ABOUT, 'yes/no', 'Are your physios properly registered?', 'CORU'),
  q(ABOUT, 'other', 'How many treatment rooms have you got?', 'four treatment rooms'),
  q(ABOUT, 'person', 'I hurt my shoulder playing rugby, who should I see?', 'Niamh Brennan'),
  q(ABOUT, 'place', 'Where did the founders work before?', 'University Hospital Galway'),
  q(ABOUT, 'person', 'Who is the manager?', 'Ciara Moran'),

  // The price list (XLSX).
  q(PRICES, 'amount', 'How much is a first appointment?', '85 EUR'),
  q(PRICES, 'amount', 'What do you charge for a follow-up?', '70 EUR'),
  q(PRICES, 'amount', 'how much for a sports massage', '65 EUR'),
  q(PRICES, 'amount', 'What does it cost to have a physio come to my house?', '120 EUR'),
  q(PRICES, 'duration', "How long is the women's health appointment?", '75 minutes'),
  q(PRICES, 'amount', "What's the price of a single drop-in pilates class?", '18 EUR'),
  q(PRICES, 'yes/no', 'Do students get a discount?', '10% off'),
  q(PRICES, 'amount', 'How much is it to get my running looked at?', '90 EUR'),
  q(PRICES, 'amount', 'How much is an online video appointment?', '50 EUR'),
  q(PRICES, 'amount', 'What does the 6 class pilates pack cost?', '96 EUR'),
  q(PRICES, 'amount', 'How much extra is it for taping?', '20 EUR'),
  q(PRICES, 'duration', 'How long is a normal follow-up?', '45 minutes'),
  q(PRICES, 'yes/no', "I'm 70, do pensioners get money off?", '10% off'),
  q(PRICES, 'amount', 'What does a shorter 30 minute follow-up cost?', '55 EUR'),

  // The Pilates timetable (CSV).
  q(TIMETABLE, 'date', 'What day is the beginners pilates?', 'Monday'),
  q(TIMETABLE, 'time', 'Do you have a pilates class early in the morning before work?', '07:15'),
  q(TIMETABLE, 'yes/no', 'Is there a pilates class for pregnant women?', 'Pregnancy Pilates'),
  q(TIMETABLE, 'yes/no', 'Can I bring my baby to class?', 'Babies welcome'),
  q(TIMETABLE, 'person', 'Who teaches the over 60s class?', 'Marek Nowak'),
  q(TIMETABLE, 'time', 'What time is the class on Saturday?', '10:00'),
  q(TIMETABLE, 'person', 'Who runs the back care class?', 'Lorna Hayes'),
  q(TIMETABLE, 'duration', 'How far along do I need to be to join the pregnancy class?', '14 weeks'),
  q(TIMETABLE, 'date', 'Which day is intermediate pilates on?', 'Thursday'),

  // Directions (plain text).
  q(DIRECTIONS, 'other', 'Which bus do I get to you?', '401'),
  q(DIRECTIONS, 'place', 'Where does the bus stop near you?', 'Eyre Square'),
  q(DIRECTIONS, 'yes/no', 'Is there anywhere to park?', 'four spaces'),
  q(DIRECTIONS, 'amount', 'How much is the car park beside you?', '2.40 EUR'),
  q(DIRECTIONS, 'duration', 'How far are you from the train station?', 'five minutes'),
  q(DIRECTIONS, 'yes/no', 'Can I get in with a wheelchair?', 'step-free'),
  q(DIRECTIONS, 'place', 'Where can I leave my bike?', 'bike rack'),
];

/** A long question in a customer's rambling words, past any sensible length (5,000 characters). */
const LONG_QUESTION = 'Hi there, I twisted my ankle at the weekend and it is still swollen and I was wondering '
  .repeat(60)
  .slice(0, 4999)
  .concat('?');

/**
 * Questions the files do not answer: most are near misses that share words with them (a
 * service not offered, a price not listed, a town with no clinic, a policy not stated, a
 * person not named), then off-topic and odd inputs.
 */
export const EVAL_UNANSWERABLE: string[] = [
  'How much is acupuncture?',
  'Do you do dry needling?',
  'Do you offer hydrotherapy in a pool?',
  'How much does shockwave therapy cost?',
  'Do you have a chiropractor?',
  'Can I book an osteopath with you?',
  'Who is your podiatrist?',
  'How much are custom orthotic insoles?',
  'Do you do bike fitting for cyclists?',
  'How much is a 90 minute sports massage?',
  'What does a pilates pack of 12 classes cost?',
  'Do you run yoga classes?',
  'Do you offer cupping?',
  'Do you have a clinic in Dublin?',
  'What is the address of your Salthill branch?',
  'Is there a Harbourside clinic in Oranmore?',
  "What's the phone number of your Limerick clinic?",
  'Do you accept the medical card?',
  'Can you give me a sick cert for work?',
  'Do you sell foam rollers?',
  'How much does the PhysiApp subscription cost?',
  'Do you do ultrasound scans?',
  'How much does an MRI cost?',
  'Do you do concussion testing for the rugby clubs?',
  'Do you treat jaw pain?',
  'Are you hiring physiotherapists at the moment?',
  'Do you have a loyalty card?',
  'Is there a sauna at the clinic?',
  'Do you treat horses?',
  "When is Niamh Brennan's birthday?",
  'Who is your sports psychologist?',
  "What's the wifi password in the waiting room?",
  'What is the capital of France?',
  'Write me a poem about knees.',
  '',
  '   ',
  'asdfghjkl',
  LONG_QUESTION,
  'Wie viel kostet eine Massage bei Ihnen?',
  '¿Tienen aparcamiento para pacientes?',
];
