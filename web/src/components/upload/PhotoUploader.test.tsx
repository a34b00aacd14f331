import { afterEach, describe, expect, it, vi } from "vitest";
import { StrictMode } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UPLOAD_MAX_BYTES, messageFor } from "@micromall/domain";
import { PhotoUploader, type UploaderState } from "./PhotoUploader";

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const photo = (name = "a.jpg") => new File([new Uint8Array([...JPEG_HEAD, 1, 2, 3])], name, { type: "image/jpeg" });

afterEach(() => {
  vi.restoreAllMocks();
});

function renderUploader(upload: (file: Blob) => Promise<string>, max = 3) {
  const states: UploaderState<string>[] = [];
  render(
    <PhotoUploader
      label="现场照片"
      max={max}
      alt={(n) => `现场照片 ${n}`}
      upload={upload}
      onChange={(state) => states.push(state)}
    />,
  );
  return { states, last: () => states[states.length - 1] };
}

describe("PhotoUploader", () => {
  it("offers taking a photo with the camera and choosing one, both images only and labelled", () => {
    renderUploader(async () => "id");
    const group = screen.getByRole("group", { name: /现场照片/ });
    const camera = within(group).getByLabelText("拍照");
    const album = within(group).getByLabelText("从相册选择");
    expect(camera.getAttribute("type")).toBe("file");
    expect(camera.getAttribute("accept")).toBe("image/*");
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(album.getAttribute("accept")).toBe("image/*");
    expect(album.hasAttribute("capture")).toBe(false);
    expect(album.hasAttribute("multiple")).toBe(true);
  });

  it("uploads the chosen photo's bytes, shows its preview and its progress to the end", async () => {
    const user = userEvent.setup();
    const sent: Blob[] = [];
    const { last } = renderUploader(async (file) => {
      sent.push(file);
      return "IMG1";
    });
    await user.upload(screen.getByLabelText("从相册选择"), photo());
    await waitFor(() => expect(last()?.uploaded).toEqual(["IMG1"]));
    expect(last()?.busy).toBe(false);
    expect(sent).toHaveLength(1);
    const head = new Uint8Array(await (sent[0] as Blob).slice(0, 3).arrayBuffer());
    expect([...head]).toEqual([0xff, 0xd8, 0xff]);
    expect(screen.getByRole("img", { name: "现场照片 1" })).toBeTruthy();
    const progress = screen.getByRole("progressbar", { name: "现场照片 1" });
    expect(progress.getAttribute("value")).toBe(progress.getAttribute("max"));
    expect(screen.getByText("已上传")).toBeTruthy();
  });

  it("refuses a file that is not an image by its bytes, says so at the field and uploads nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(async () => "id");
    renderUploader(upload);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "a.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("从相册选择"), svg);
    expect((await screen.findByRole("alert")).textContent).toBe(messageFor("uploadType"));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("refuses a photo over domain's size limit with the limit's message", async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => "id");
    renderUploader(upload);
    const big = photo("big.jpg");
    Object.defineProperty(big, "size", { value: UPLOAD_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText("从相册选择"), big);
    expect((await screen.findByRole("alert")).textContent).toBe(messageFor("uploadSize"));
    expect(upload).not.toHaveBeenCalled();
  });

  it("keeps a photo whose upload failed, says why and uploads it again on retry", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { last } = renderUploader(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return "IMG2";
    });
    await user.upload(screen.getByLabelText("从相册选择"), photo());
    const retry = await screen.findByRole("button", { name: "重试照片 1" });
    expect(screen.getByText(/上传失败/)).toBeTruthy();
    expect(last()?.uploaded).toEqual([]);
    await user.click(retry);
    await waitFor(() => expect(last()?.uploaded).toEqual(["IMG2"]));
    expect(calls).toBe(2);
    expect(screen.queryByRole("button", { name: "重试照片 1" })).toBeNull();
  });

  it("takes at most `max` photos, says so, and removes one on request", async () => {
    const user = userEvent.setup();
    let serial = 0;
    const { last } = renderUploader(async () => `IMG${(serial += 1)}`, 2);
    await user.upload(screen.getByLabelText("从相册选择"), [photo("1.jpg"), photo("2.jpg"), photo("3.jpg")]);
    await waitFor(() => expect(last()?.uploaded).toEqual(["IMG1", "IMG2"]));
    expect(screen.getByRole("alert").textContent).toContain("最多 2 张");
    expect((screen.getByLabelText("从相册选择") as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "删除照片 1" }));
    await waitFor(() => expect(last()?.uploaded).toEqual(["IMG2"]));
    expect((screen.getByLabelText("从相册选择") as HTMLInputElement).disabled).toBe(false);
  });
  it("takes the photos chosen before it loaded (`initial`) once, as if chosen in it, even under StrictMode", async () => {
    const sent: Blob[] = [];
    const states: UploaderState<string>[] = [];
    render(
      <StrictMode>
        <PhotoUploader label="身份证人像面" max={1} alt={() => "身份证照片"} initial={[photo("card.jpg")]} upload={async (file) => (sent.push(file), "CARD")} onChange={(state) => states.push(state)} />
      </StrictMode>,
    );
    await waitFor(() => expect(states[states.length - 1]?.uploaded).toEqual(["CARD"]));
    expect(sent).toHaveLength(1);
    expect(screen.getByRole("group", { name: /身份证人像面 1\/1/ })).toBeTruthy();
    expect(screen.getByRole("img", { name: "身份证照片" })).toBeTruthy();
    expect((screen.getByLabelText("拍照") as HTMLInputElement).disabled).toBe(true);
  });
});
