import { Suspense, lazy, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PhotoField, PhotoPicker, PickThenLoad } from "./PhotoPicker";

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const photo = (name = "a.jpg") => new File([new Uint8Array([...JPEG_HEAD, 1, 2, 3])], name, { type: "image/jpeg" });

describe("PhotoPicker", () => {
  it("offers the camera and the album as labelled image-only file inputs in a named group with its count", () => {
    render(
      <PhotoField label="身份证人像面" hint="选填" count={0} max={1}>
        <PhotoPicker max={1} onPick={() => undefined} />
      </PhotoField>,
    );
    const group = screen.getByRole("group", { name: /身份证人像面 0\/1/ });
    const camera = within(group).getByLabelText("拍照");
    const album = within(group).getByLabelText("从相册选择");
    expect(camera.getAttribute("type")).toBe("file");
    expect(camera.getAttribute("accept")).toBe("image/*");
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(album.getAttribute("accept")).toBe("image/*");
    expect(album.hasAttribute("multiple")).toBe(false);
    expect(group.getAttribute("aria-describedby")).toBe(screen.getByText("选填").id);
  });

  it("hands the chosen files over and lets the same file be chosen again", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<PhotoPicker max={3} onPick={onPick} />);
    const album = screen.getByLabelText<HTMLInputElement>("从相册选择");
    expect(album.hasAttribute("multiple")).toBe(true);
    await user.upload(album, [photo("a.jpg"), photo("b.jpg")]);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(album.value).toBe("");
  });

  it("is disabled when asked", () => {
    render(<PhotoPicker max={1} disabled onPick={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>("拍照").disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("从相册选择").disabled).toBe(true);
  });
});

describe("PickThenLoad", () => {
  it("shows only the picker, loads the rest when a photo is chosen and hands it the files", async () => {
    const user = userEvent.setup();
    let loads = 0;
    const Heavy = lazy(async () => {
      loads += 1;
      return {
        default: function Heavy({ files }: { files: readonly File[] }) {
          return <p>{`loaded ${files.map((file) => file.name).join(",")}`}</p>;
        },
      };
    });
    render(<PickThenLoad label="身份证人像面" max={1}>{(files) => <Heavy files={files} />}</PickThenLoad>);
    expect(screen.getByRole("group", { name: /身份证人像面/ }).tagName).toBe("FIELDSET");
    expect(loads).toBe(0);
    await user.upload(screen.getByLabelText("拍照"), photo("card.jpg"));
    expect((await screen.findByText("loaded card.jpg")).tagName).toBe("P");
    expect(loads).toBe(1);
  });

  it("while the rest loads, shows the picker busy and disabled", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Heavy = lazy(async () => {
      await gate;
      return { default: () => <p>loaded</p> };
    });
    function Host() {
      const [shown] = useState(true);
      return shown ? <Suspense fallback={null}><PickThenLoad label="照片" max={1}>{() => <Heavy />}</PickThenLoad></Suspense> : null;
    }
    render(<Host />);
    await user.upload(screen.getByLabelText("从相册选择"), photo());
    const group = await screen.findByRole("group", { name: /照片/ });
    expect(group.getAttribute("aria-busy")).toBe("true");
    expect(within(group).getByLabelText<HTMLInputElement>("从相册选择").disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.getByText("loaded").tagName).toBe("P"));
  });
});
