#!/usr/bin/env python3
"""Decode every frame of an animated image with Pillow, as an independent reader for Flipbook's tests.

Usage: pillow_frames.py IMAGE RAW_OUT

Writes every frame, fully composited and converted to straight RGBA8, one after another to RAW_OUT, and
prints one line of JSON to stdout: format, width, height, n_frames, loop, durations (milliseconds, one per
frame) and Pillow's version.

If Pillow is missing it is installed with `pip install --user pillow` (under a lock, since tests run in
parallel). If that fails the script exits with status 3 and says why: the calling test must then fail.
"""
import json
import sys

from pip_install import ensure_module


def ensure_pillow():
    return ensure_module("PIL.Image", "pillow")


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: pillow_frames.py IMAGE RAW_OUT\n")
        sys.exit(2)
    Image = ensure_pillow()
    import PIL
    source, raw_out = sys.argv[1], sys.argv[2]
    with Image.open(source) as im:
        n_frames = getattr(im, "n_frames", 1)
        meta = {
            "format": im.format,
            "width": im.width,
            "height": im.height,
            "n_frames": n_frames,
            "loop": im.info.get("loop"),
            "durations": [],
            "pillow": PIL.__version__,
        }
        with open(raw_out, "wb") as out:
            for index in range(n_frames):
                im.seek(index)
                frame = im.convert("RGBA")
                if frame.size != (meta["width"], meta["height"]):
                    sys.stderr.write(f"frame {index} has size {frame.size}\n")
                    sys.exit(4)
                meta["durations"].append(im.info.get("duration"))
                out.write(frame.tobytes())
    print(json.dumps(meta))


if __name__ == "__main__":
    main()
