#include "fb_png.h"
#include "fb_png_deflate.h"
#include "fb_png_rows.h"

#include "fb_libdeflate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The quick encoder (fb_png_encode_rgb_quick): an opaque frame as an 8-bit RGB PNG in about the time it takes to
 * read the pixels, for files that are looked at and thrown away (a failing check's actual frames). Rows are not
 * filtered; the image data is one deflate block with the fixed Huffman codes, and the only matches searched for
 * are the two that UI frames are made of: the same bytes one row up (distance: a row) and a run of one colour
 * (distance: a pixel), the longer of the two, at least 4 bytes, within the row. Everything else is a literal.
 * A @3x frame takes 1–2 ms where zlib level 1 takes 10–16 ms, for files about twice as large as zlib's; a photo
 * is stored at about 9/8 of its raw size.
 */

/* Deflate's fixed codes (RFC 1951 3.2.6), bit-reversed for fb_bits_put. */
typedef struct fb_fixed_codes {
    uint32_t code[288];
    uint8_t length[288];
    uint8_t length_symbol[259]; /* match length 3…258 → index into the length tables */
} fb_fixed_codes;

static void fb_fixed_codes_init(fb_fixed_codes *codes) {
    for (uint32_t symbol = 0; symbol < 288; symbol++) {
        uint32_t code;
        int length;
        if (symbol < 144) code = 0x30 + symbol, length = 8;
        else if (symbol < 256) code = 0x190 + symbol - 144, length = 9;
        else if (symbol < 280) code = symbol - 256, length = 7;
        else code = 0xC0 + symbol - 280, length = 8;
        codes->code[symbol] = fb_bits_reversed(code, length);
        codes->length[symbol] = (uint8_t)length;
    }
    for (int index = 0; index < 29; index++) {
        int end = index < 28 ? fb_length_base[index + 1] : 259;
        for (int length = fb_length_base[index]; length < end; length++) codes->length_symbol[length] = (uint8_t)index;
    }
    codes->length_symbol[258] = 28;
}

static inline void fb_literal(fb_bits *bits, const fb_fixed_codes *codes, uint8_t byte) {
    fb_bits_put(bits, codes->code[byte], codes->length[byte]);
}

static void fb_match(fb_bits *bits, const fb_fixed_codes *codes, size_t length, size_t distance) {
    int index = codes->length_symbol[length];
    fb_bits_put(bits, codes->code[257 + index], codes->length[257 + index]);
    if (fb_length_extra[index]) fb_bits_put(bits, (uint32_t)(length - fb_length_base[index]), fb_length_extra[index]);
    int code = 29;
    while (fb_distance_base[code] > distance) code--;
    fb_bits_put(bits, fb_bits_reversed((uint32_t)code, 5), 5);
    if (fb_distance_extra[code]) {
        fb_bits_put(bits, (uint32_t)(distance - fb_distance_base[code]), fb_distance_extra[code]);
    }
}

/* How many bytes from the start are equal in `a` and `b`, at most `limit`. */
static inline size_t fb_common(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

static void fb_put_be32(uint8_t *p, uint32_t value) {
    p[0] = (uint8_t)(value >> 24);
    p[1] = (uint8_t)(value >> 16);
    p[2] = (uint8_t)(value >> 8);
    p[3] = (uint8_t)value;
}

fb_png_status fb_png_encode_rgb_quick(const uint8_t *rgba, uint32_t width, uint32_t height, fb_png_output *output) {
    memset(output, 0, sizeof *output);
    size_t stride = 1 + 3 * (size_t)width;
    /* Every byte a literal of at most 9 bits, the block's 3 bits and end code, the zlib header and Adler-32. */
    if (rgba == NULL || width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu ||
        (uint64_t)stride * height > (uint64_t)0x70000000) {
        output->status = FB_PNG_ERR_USAGE;
        snprintf(output->message, sizeof output->message,
                 "the quick encoder takes 1 to about 600 megapixels, got %u×%u", (unsigned)width, (unsigned)height);
        return output->status;
    }
    size_t raw_size = stride * height;
    size_t data_limit = raw_size + raw_size / 8 + 64;
    /* Signature, IHDR (25), IDAT's length and type (8), the data, its CRC (4), IEND (12). */
    size_t capacity = 8 + 25 + 8 + data_limit + 4 + 12;
    uint8_t *file = malloc(capacity);
    /* Two rows, each with the 16 bytes fb_png_pack_rgb may write past its end. */
    uint8_t *rows = malloc(2 * (stride + 16));
    fb_fixed_codes *codes = malloc(sizeof *codes);
    if (file == NULL || rows == NULL || codes == NULL) {
        free(file);
        free(rows);
        free(codes);
        output->status = FB_PNG_ERR_NO_MEMORY;
        snprintf(output->message, sizeof output->message, "out of memory for %zu bytes of PNG output", capacity);
        return output->status;
    }
    fb_fixed_codes_init(codes);

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    memcpy(file, signature, 8);
    uint8_t *ihdr = file + 8;
    fb_put_be32(ihdr, 13);
    memcpy(ihdr + 4, "IHDR", 4);
    fb_put_be32(ihdr + 8, width);
    fb_put_be32(ihdr + 12, height);
    ihdr[16] = 8; /* bit depth */
    ihdr[17] = 2; /* RGB */
    ihdr[18] = 0;
    ihdr[19] = 0;
    ihdr[20] = 0;
    fb_put_be32(ihdr + 21, (uint32_t)libdeflate_crc32(0, ihdr + 4, 17));

    uint8_t *idat = file + 33;
    memcpy(idat + 4, "IDAT", 4);
    uint8_t *data = idat + 8;
    data[0] = 0x78; /* deflate, 32 KiB window */
    data[1] = 0x01; /* fastest; (0x78 · 256 + 0x01) is a multiple of 31 */
    fb_bits bits = {data + 2, 0, 0, 0};
    fb_bits_put(&bits, 1, 1); /* the last block */
    fb_bits_put(&bits, 1, 2); /* fixed codes */

    /* Two rows of the filtered stream (filter byte None, then RGB): the one above and this one. */
    uint8_t *above = rows, *row = rows + stride + 16;
    uint32_t adler = 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + 4 * (size_t)width * y;
        row[0] = 0;
        fb_png_pack_rgb(source, row + 1, width);
        adler = (uint32_t)libdeflate_adler32(adler, row, stride);
        size_t i = 0;
        while (i < stride) {
            size_t limit = stride - i < 258 ? stride - i : 258;
            size_t best = 0, distance = 0;
            if (y > 0) {
                best = fb_common(row + i, above + i, limit);
                distance = stride;
            }
            if (best < limit && i >= 4) {
                size_t run = fb_common(row + i, row + i - 3, limit);
                if (run > best) best = run, distance = 3;
            }
            if (best >= 4) {
                fb_match(&bits, codes, best, distance);
                i += best;
            } else {
                fb_literal(&bits, codes, row[i]);
                i++;
            }
        }
        uint8_t *swap = above;
        above = row;
        row = swap;
    }
    fb_bits_put(&bits, codes->code[256], codes->length[256]); /* end of block */
    fb_bits_flush(&bits);
    size_t data_size = 2 + bits.at;
    fb_put_be32(data + data_size, adler);
    data_size += 4;
    fb_put_be32(idat, (uint32_t)data_size);
    fb_put_be32(data + data_size, (uint32_t)libdeflate_crc32(0, idat + 4, 4 + data_size));
    uint8_t *iend = data + data_size + 4;
    fb_put_be32(iend, 0);
    memcpy(iend + 4, "IEND", 4);
    fb_put_be32(iend + 8, (uint32_t)libdeflate_crc32(0, iend + 4, 4));

    free(rows);
    free(codes);
    output->data = file;
    output->size = (size_t)(iend + 12 - file);
    output->capacity = capacity;
    output->status = FB_PNG_OK;
    return FB_PNG_OK;
}
