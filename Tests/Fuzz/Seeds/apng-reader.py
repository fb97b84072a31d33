#!/usr/bin/env python3
"""Writes the APNG reader harness's seed corpus into a folder: every valid PngSuite image (all colour types, bit
depths, palettes, tRNS, Adam7) turned into animated PNGs four ways, so the fuzzer starts from files the reader
accepts:

  <name>-one-frame.png        acTL, fcTL, the image's IDAT as the only frame, a tEXt chunk
  <name>-two-frames.png       the IDAT frame (dispose background), then the same data as fdAT (dispose previous,
                              blend over), looping once
  <name>-hidden-default.png   an IDAT still that is not part of the animation, then one fdAT frame
  <name>-regions.png          (non-interlaced) a full frame, then a half-size and a 1×1 frame inside the canvas

Usage: apng-reader.py PNGSUITE_FOLDER OUT_FOLDER. Standard library only (struct, zlib). Nothing is copied from
the test data as it is: every file written is a new animated PNG built from its chunks.
"""
import os
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def chunks(data):
    position = 8
    while position + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        yield kind, data[position + 8:position + 8 + length]
        position += 12 + length


def actl(frames, plays):
    return chunk(b"acTL", struct.pack(">II", frames, plays))


def fctl(sequence, width, height, x, y, dispose, blend, delay=(1, 60)):
    return chunk(b"fcTL", struct.pack(">IIIIIHHBB", sequence, width, height, x, y, delay[0], delay[1], dispose, blend))


def fdat(sequence, data):
    return chunk(b"fdAT", struct.pack(">I", sequence) + data)


def zero_rows(width, height, bits_per_pixel):
    """Compressed scanlines of a non-interlaced region: filter byte 0 and zero samples."""
    return zlib.compress(bytes((1 + (width * bits_per_pixel + 7) // 8) * height))


def variants(name, data):
    if not data.startswith(SIGNATURE):
        return {}
    ihdr, before, idat = None, [], b""
    for kind, body in chunks(data):
        if kind == b"IHDR":
            ihdr = body
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        elif not idat and kind not in (b"acTL", b"fcTL", b"fdAT"):
            before.append(chunk(kind, body))
    if ihdr is None or len(ihdr) != 13 or not idat:
        return {}
    width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", ihdr)
    if color_type not in CHANNELS:
        return {}
    head = SIGNATURE + chunk(b"IHDR", ihdr)
    pre = b"".join(before)
    end = chunk(b"IEND", b"")
    stem = name[:-4]
    out = {
        stem + "-one-frame.png": head + actl(1, 0) + chunk(b"tEXt", b"Comment\x00seed") + pre
        + fctl(0, width, height, 0, 0, 0, 0) + chunk(b"IDAT", idat) + end,
        stem + "-two-frames.png": head + actl(2, 1) + pre + fctl(0, width, height, 0, 0, 1, 0)
        + chunk(b"IDAT", idat) + fctl(1, width, height, 0, 0, 2, 1, (1, 30)) + fdat(2, idat) + end,
        stem + "-hidden-default.png": head + actl(1, 0) + pre + chunk(b"IDAT", idat)
        + fctl(0, width, height, 0, 0, 0, 1) + fdat(1, idat) + end,
    }
    if interlace == 0 and width >= 4 and height >= 4:
        bits = CHANNELS[color_type] * depth
        w, h = width // 2, height // 2
        out[stem + "-regions.png"] = (
            head + actl(3, 0) + pre + fctl(0, width, height, 0, 0, 0, 0) + chunk(b"IDAT", idat)
            + fctl(1, w, h, width // 4, height // 4, 2, 1) + fdat(2, zero_rows(w, h, bits))
            + fctl(3, 1, 1, width - 1, height - 1, 1, 0, (0, 0)) + fdat(4, zero_rows(1, 1, bits)) + end)
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: apng-reader.py PNGSUITE_FOLDER OUT_FOLDER")
    source, target = sys.argv[1], sys.argv[2]
    os.makedirs(target, exist_ok=True)
    written = 0
    for name in sorted(os.listdir(source)):
        # PngSuite names corrupt files x…; they are the PNG decoder's seeds, not this harness's.
        if not name.endswith(".png") or name.startswith("x"):
            continue
        with open(os.path.join(source, name), "rb") as f:
            data = f.read()
        for file_name, content in variants(name, data).items():
            with open(os.path.join(target, file_name), "wb") as f:
                f.write(content)
            written += 1
    if written == 0:
        sys.exit(f"error: no PNG in {source} became a seed")
    print(f"{written} animated PNG seeds in {target}")


if __name__ == "__main__":
    main()
