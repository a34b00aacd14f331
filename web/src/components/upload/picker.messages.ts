import { defineMessages } from "../../i18n";

/** Texts of the photo picker (PhotoPicker.tsx): the two ways to choose and the count, shown before the uploader loads. */
export const PICKER_MESSAGES = defineMessages({
  "zh-CN": {
    "upload.camera": "拍照",
    "upload.album": "从相册选择",
    "upload.count": "{count}/{max}",
  },
  en: {
    "upload.camera": "Take a photo",
    "upload.album": "Choose from album",
    "upload.count": "{count}/{max}",
  },
});
