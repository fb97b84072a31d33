#!/usr/bin/env python3
"""Write an animated PNG with Pillow's own APNG encoder, so Flipbook's reader can be checked against files
it did not write.

Usage: pillow_write_apng.py RAW_IN WIDTH HEIGHT COUNT MODE OUT [DISPOSAL BLEND DEFAULT_IMAGE]

RAW_IN holds COUNT frames of straight RGBA8. MODE is a Pillow mode the frames are converted to before
saving (RGBA, RGB, P, L, LA). DISPOSAL (0 none, 1 background, 2 previous) and BLEND (0 source, 1 over)
apply to every frame; DEFAULT_IMAGE=1 stores the first frame as a still default image outside the
animation. Each frame lasts 40 ms, loop 0.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pillow_frames import ensure_pillow  # noqa: E402


def main():
    Image = ensure_pillow()
    raw_in, width, height, count, mode, out = sys.argv[1:7]
    disposal, blend, default_image = (int(v) for v in (sys.argv[7:10] or ["0", "0", "0"]))
    width, height, count = int(width), int(height), int(count)
    data = open(raw_in, "rb").read()
    size = width * height * 4
    frames = [Image.frombytes("RGBA", (width, height), data[i * size:(i + 1) * size]).convert(mode)
              for i in range(count)]
    frames[0].save(out, format="PNG", save_all=True, append_images=frames[1:], duration=40, loop=0,
                   disposal=disposal, blend=blend, default_image=bool(default_image))


if __name__ == "__main__":
    main()
