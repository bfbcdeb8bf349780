/** The announcement pages' texts (spec sub-apps §5 and §8 verbatim), the same for every sub-app. */
export const ANNOUNCEMENT_ERRORS = {
  createAnnouncement: 'Failed to create announcement',
  updateAnnouncement: 'Failed to update announcement',
  deleteAnnouncement: 'Failed to delete announcement',
} as const;

export const ANNOUNCEMENT_VALIDATION = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
} as const;
