import { defineMessages } from "../../i18n";

/** Texts of the photo uploader (web/src/components/upload; the picker's own in picker.messages.ts). */
export const UPLOADER_MESSAGES = defineMessages({
  "zh-CN": {
    "upload.compressing": "正在压缩…",
    "upload.uploading": "正在上传…",
    "upload.done": "已上传",
    "upload.failed": "上传失败：{reason}",
    "upload.network": "网络异常，请重试",
    "upload.retry": "重试照片 {n}",
    "upload.remove": "删除照片 {n}",
    "upload.full": "最多 {max} 张照片，多选的照片没有添加",
  },
  en: {
    "upload.compressing": "Compressing…",
    "upload.uploading": "Uploading…",
    "upload.done": "Uploaded",
    "upload.failed": "Upload failed: {reason}",
    "upload.network": "Network problem, please try again",
    "upload.retry": "Retry photo {n}",
    "upload.remove": "Remove photo {n}",
    "upload.full": "At most {max} photos; the extra ones were not added",
  },
});
