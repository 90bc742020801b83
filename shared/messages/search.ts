/** Search dropdown and people search (spec 1 §2, §8; spec 3 §8). */
export const searchMessages = {
  noUsers: 'No users match your search criteria. Please invite this person to the product!',
  nameNotFound: 'This name was not found. Enter their email here to invite them.',
  emailNotFoundHint: 'Click "Connect" to invite this person to join the product and connect with you.',
  failed: 'Something Went wrong',
  createNewGroup: 'Create new group',
  peopleResultsTitle: 'People Search Results',
  noRelationshipsMatch: 'None of your relationships match the search criteria above.',
  noRelations: "You don't have any relations!",
  noOtherPeople: 'No other people found based on your search above. Please try again!',
  termTooLong: 'A search term has at most 200 characters.',
} as const;
