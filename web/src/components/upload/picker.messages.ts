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

/**
 * The name of the ID card back's photo field (IdCardBack.tsx), apart from its other texts and beside the pickers'
 * (one small chunk): a form shows the field's pickers (`PickThenLoad`) before the reader loads.
 */
export const IDCARD_BACK_LABEL_MESSAGES = defineMessages({
  "zh-CN": {
    "idBack.photos": "拍摄或上传身份证国徽面，识别有效期限和签发机关（选填）",
  },
  en: {
    "idBack.photos": "Photograph or upload the national emblem side of your ID card to read its validity period and issuing authority (optional)",
  },
});
