import {
  formatVocabularyLabel,
  mediaCategories,
  quickUploadCategories,
} from "~/shared/site/vocabulary";

const toOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: formatVocabularyLabel(value) }));

/** Select options from the vocabulary, once for every media form. */
export const categoryOptions = toOptions(mediaCategories);
export const quickCategoryOptions = toOptions(quickUploadCategories);
