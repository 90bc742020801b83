import { makeDocx, makeWrappedPdf, makeXlsx } from '../make-files.testing';

/**
 * The evaluation set's knowledge: the files of one small business, Harbourside Physiotherapy
 * in Galway, written as its owner would and produced by the libraries of each format
 * (a hard-wrapped markdown handbook with a table, a two-page PDF of policies whose
 * paragraphs wrap across lines, a DOCX about page, an XLSX price list, a CSV timetable and
 * a plain-text directions note). The questions are in questions.ts.
 */
export const EVAL_FILES: { name: string; make: () => Promise<Buffer | string> }[] = [
  { name: 'Patient handbook.md', make: async () => HANDBOOK },
  { name: 'Clinic policies.pdf', make: () => makeWrappedPdf(POLICY_PAGES) },
  { name: 'About us.docx', make: () => makeDocx('About Harbourside Physiotherapy', ABOUT) },
  { name: 'Price list 2026.xlsx', make: () => makeXlsx('Prices 2026', PRICES) },
  { name: 'Pilates timetable.csv', make: async () => TIMETABLE },
  { name: 'Getting here.txt', make: async () => DIRECTIONS },
];

const HANDBOOK = `# Harbourside Physiotherapy: Patient Handbook

Welcome to Harbourside Physiotherapy. This handbook answers the questions our
patients ask most often before and after their first visit. If something is not
covered here, ring reception on 091 562 840 or write to
hello@harboursidephysio.ie and we will get back to you.

## Booking an appointment

You can book online through the booking page on our website, by phone during
reception hours, or in person at the front desk. You do not need a referral
from your GP to see one of our physiotherapists, although some insurers ask
for one before they will pay out on a claim.

New patients receive a short health questionnaire by email once the booking is
confirmed. Please fill it in and send it back by the evening before your first
appointment, so that your physiotherapist can read it beforehand.

If no appointment suits you, ask reception to put you on our waiting list. We
text you as soon as a slot opens up, usually within a few days.

## Your first visit

- Please arrive 10 minutes early so that we can register you.
- Wear loose, comfortable clothing. Shorts are best for knee and hip problems,
  and a vest top for the shoulder or neck.
- Bring any scan or X-ray reports, letters from your doctor and a list of the
  medication you take.
- The first appointment is a full assessment followed by treatment, and it
  lasts about an hour.

## Opening hours

| Day | Clinic open | Reception phone line |
|-----|-------------|----------------------|
| Monday to Thursday | 8am to 8pm | 8.30am to 6pm |
| Friday | 8am to 5pm | 8.30am to 5pm |
| Saturday | 9am to 1pm | Not staffed |
| Sunday | Closed | Closed |

We are closed on Sundays and on all Irish public holidays. Outside reception
hours you can still book online or leave a voicemail, which we answer the next
working morning.

## Insurance

We are registered with VHI, Laya Healthcare, Irish Life Health and the HSF
Health Plan. We do not bill insurers directly: you pay us on the day and
claim the fee back with the receipt we email you. Most plans cover part of
each session, so check your own level of cover with your insurer.

## Bringing children, companions and pets

- You are welcome to bring a friend or family member into the treatment room.
- Children may wait in the waiting room during a parent's appointment if an
  adult stays with them; we have books and crayons at reception.
- Assistance dogs are always welcome. We cannot allow other pets inside the
  clinic, as some of our patients have allergies.

## Home visits and online sessions

For patients who cannot travel, Aoife Daly offers home visits within 15 km of
the clinic on Wednesday afternoons. Video consultations over Zoom are offered
for follow-up appointments, but not for first assessments, because we need to
examine you in person at least once.

## Pilates classes

Our clinical Pilates classes are led by physiotherapists, so they are suitable
if you are recovering from an injury. Classes are kept small, with a maximum
of eight people, and mats and equipment are provided. The weekly timetable is
in a separate file, and class packs are explained in our clinic policies.

## After your treatment

Some soreness for 24 to 48 hours after a treatment is normal. Your
physiotherapist will set up a home exercise programme for you in the PhysiApp
app, with videos of each exercise. If the pain gets worse rather than better
after two days, ring us and we will call you back the same day.
`;

const POLICY_PAGES: string[][] = [
  [
    '# Harbourside Physiotherapy - Clinic Policies (updated January 2026)',
    'These policies explain how appointments, payments and your information are handled at our clinic. By booking an appointment or a class you agree to them. Please ask at reception if anything is unclear.',
    '# 1. Cancelling or moving an appointment',
    "If you need to cancel or move an appointment, please give us at least 24 hours' notice. You can do this by phone, by email, or through the link in your confirmation text. Appointments cancelled with less notice are charged a late cancellation fee of 35 EUR, which we waive once a year for genuine emergencies.",
    '# 2. Missed appointments and late arrival',
    'If you miss an appointment without letting us know, the full fee of the appointment is charged. After two missed appointments we ask for payment at the time of booking for any further sessions. If you arrive late, your session will still end at the scheduled time so that the next patient is not kept waiting, and the normal fee applies.',
    '# 3. Payment',
    'Payment is due at the end of each appointment. We accept debit and credit cards, Apple Pay, Google Pay and cash. We do not accept cheques. A receipt that you can send to your insurer is emailed to you on the same day as your appointment.',
    '# 4. Treatment plans',
    'At your first appointment your physiotherapist agrees a treatment plan with you, including the likely number of sessions. You are free to stop treatment at any time, and you only ever pay for the sessions you attend.',
  ],
  [
    '# 5. Pilates class packs and refunds',
    'A Pilates class pack of six classes is valid for 10 weeks from the date of your first class. Unused classes can be refunded within 30 days of purchase. After that they cannot be refunded, but you may transfer the remaining classes to a family member.',
    '# 6. Gift vouchers',
    'Gift vouchers can be bought at reception or online for any amount from 25 EUR and can be used for any treatment or class. Vouchers are valid for 12 months from the date of purchase and cannot be exchanged for cash.',
    '# 7. Children and young people',
    'We treat children from the age of eight. Patients under 16 must be accompanied by a parent or guardian, who signs the consent form and stays in the room for the whole session.',
    '# 8. Chaperones',
    'Any patient may ask for a chaperone to be present during an examination or treatment, at no extra cost. Please mention it when you book so that we can arrange one.',
    '# 9. Your records and privacy',
    'We keep your clinical records for 8 years after your last visit, as our professional regulator requires. You can ask for a copy of your records at any time by emailing privacy@harboursidephysio.ie, and we will send it within one month.',
    '# 10. Comments and complaints',
    'If you are unhappy with any part of your care, please tell us. Write to our clinic manager, Ciara Moran, at the clinic address or by email. We acknowledge every complaint within 5 working days and aim to resolve it within 20 working days.',
  ],
];

const ABOUT: (string | { heading: string })[] = [
  { heading: 'Our story' },
  'Harbourside Physiotherapy was founded in 2014 by Niamh Brennan and Tomás Walsh, two chartered physiotherapists who met while working at University Hospital Galway.',
  'The clinic started in a single room above a pharmacy on Shop Street. As the practice grew we moved to our present home, the ground floor of Dock House, in 2019, where we have four treatment rooms and a Pilates studio.',
  { heading: 'Our team' },
  "Niamh Brennan leads our sports injury service and looks after players from several of Galway's rugby and GAA clubs.",
  'Tomás Walsh specialises in back and neck pain and runs our clinical Pilates programme.',
  "Aoife Daly is our women's health physiotherapist. She looks after women during pregnancy and after birth, including pelvic floor and pelvic pain problems.",
  'Marek Nowak is our sports massage therapist and also teaches strength classes.',
  'Ciara Moran manages the clinic and the reception team.',
  'Between us we speak English, Irish, Polish and Spanish, so just ask if you would prefer your appointment in one of these languages.',
  { heading: 'Where to find us' },
  'You will find us at 14 Dock Road, Galway, H91 E2K7, a short walk from the Spanish Arch and the city centre.',
  { heading: 'Qualifications' },
  'All of our physiotherapists are chartered members of the Irish Society of Chartered Physiotherapists and are registered with CORU, the Irish regulator for health and social care professionals.',
];

const PRICES: string[][] = [
  ['Service', 'Duration', 'Price', 'Notes'],
  ['Initial assessment and treatment', '60 minutes', '85 EUR', 'First visit for every new patient'],
  ['Follow-up treatment', '45 minutes', '70 EUR', ''],
  ['Short follow-up', '30 minutes', '55 EUR', 'One problem area only'],
  ['Sports massage', '60 minutes', '65 EUR', 'With Marek Nowak'],
  ['Sports massage (short)', '30 minutes', '40 EUR', 'Back or legs only'],
  ["Women's health assessment", '75 minutes', '95 EUR', 'With Aoife Daly'],
  ['Home visit', '60 minutes', '120 EUR', 'Within 15 km of the clinic'],
  ['Video consultation', '30 minutes', '50 EUR', 'Follow-ups only, over Zoom'],
  ['Running gait analysis', '45 minutes', '90 EUR', 'Includes a video report by email'],
  ['Kinesiology taping', '15 minutes', '20 EUR', 'Added to a treatment'],
  ['Pilates class (drop-in)', '55 minutes', '18 EUR', 'Only if the class has spaces left'],
  ['Pilates class pack', 'Six classes', '96 EUR', 'Valid for 10 weeks'],
  ['Student and over-65 discount', '', '10% off', 'Treatments only, not classes or massage'],
];

const TIMETABLE = `Class,Day,Time,Instructor,Level,Notes
Beginners Pilates,Monday,18:30,Tomás Walsh,Beginner,Start here if you are new to Pilates
Early bird Pilates,Tuesday,07:15,Tomás Walsh,All levels,Finishes in time for work
Pregnancy Pilates,Wednesday,10:00,Aoife Daly,All levels,From 14 weeks of pregnancy
Postnatal Pilates,Thursday,11:00,Aoife Daly,All levels,Babies welcome in the studio
Intermediate Pilates,Thursday,19:00,Tomás Walsh,Intermediate,After at least one beginners course
Strength for over-60s,Friday,14:00,Marek Nowak,Beginner,Chairs and light weights
Back care class,Saturday,10:00,Lorna Hayes,Beginner,For people with long-term back pain
`;

const DIRECTIONS = `Getting to Harbourside Physiotherapy

By bus: city routes 401 and 404 stop at Eyre Square, a seven-minute walk from
the clinic along Merchants Road.

By train: Ceannt Station is five minutes away on foot.

By car: we have four spaces reserved for patients behind Dock House. Enter from
Dock Road and use the spaces marked Harbourside. If they are full, the Harbour
car park next door charges 2.40 EUR an hour.

By bike: there is a covered bike rack beside the front door.

The clinic entrance is step-free from the street, and the accessible toilet is
beside the waiting room.
`;
