#include "fb_png.h"
#include "fb_png_deflate.h"
#include "fb_png_idat.h"
#include "fb_png_rows.h"

#include "fb_libdeflate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The image data of FB_PNG_ROWS_REPEATS_ONCE. libpng is still the writer of the file: its signature, IHDR, the
 * framing and CRC of every IDAT chunk and IEND all come from libpng (png_write_info, png_write_chunk). What the shim
 * does instead of libpng is the inside of the IDAT chunks: the row filters and the zlib stream. That lets it
 *
 *   - call zlib's raw deflate directly and make the 2-byte zlib header and the Adler-32 itself (libdeflate's
 *     Adler-32, several times faster than zlib's, which was a fifth of a fast encode);
 *   - skip libpng's row machinery (a copy and a filter pass per row);
 *   - write a run of rows equal to the row above once: such a row filtered with Up is all zeros, and a run of them
 *     goes into the stream as one deflate block made here, a few bits per 258 zeros, without zlib ever reading the
 *     run's bytes. In UI frames about two rows in three equal the row above (flat backgrounds, bars, lists).
 *
 * Splicing blocks into zlib's stream, bit to bit: zlib ends its block (Z_BLOCK) and writes it out but for its last
 * 0–7 bits, which it keeps; the run block's first bits are handed to zlib (deflatePrime) to complete that byte, and
 * the rest of the block follows in the output. zlib is then reset (deflateReset), so that none of its matches
 * reaches back past the run (it no longer knows those bytes), and given the run block's last 0–7 bits, so that its
 * next block starts right after them. Every piece is ordinary deflate, so any inflater reads the result; the
 * Adler-32 covers all the filtered bytes, run or not.
 */

#define FB_IDAT_CHUNK (1u << 18)

static int fb_idat_reserve(fb_idat_writer *writer, size_t more) {
    if (writer->capacity - writer->size >= more) return 1;
    size_t capacity = writer->capacity < 65536 ? 65536 : writer->capacity;
    while (capacity - writer->size < more) {
        if (capacity > SIZE_MAX / 2) return 0;
        capacity *= 2;
    }
    uint8_t *grown = realloc(writer->stream, capacity);
    if (grown == NULL) return 0;
    writer->stream = grown;
    writer->capacity = capacity;
    return 1;
}

/* The run block's codes, fitted to the row length. Every row of a run is the same symbols: the filter byte 2 and a
 * first zero as literals (a match at distance 1 there would copy the 2), then the other zeros as matches at
 * distance 1: `full` matches of 258 (symbol 285) and a last one of `tail` bytes (3…257), or 1–2 more literal zeros
 * (`tail_zeros`). Code lengths by how often each symbol comes: 285 → 1 bit, zero → 2, two → 3, the tail's length
 * symbol and end of block → 4 (3 without a tail); distance symbols 0 (distance 1) and 1, unused, 1 bit each. Both
 * codes are complete, as zlib's inflate requires. A @3x RGB row (3,537 bytes) costs 41 bits. */
typedef struct fb_run_codes {
    uint8_t length[286];
    uint16_t code[286]; /* canonical codes, bit-reversed for fb_bits_put */
    size_t full;
    unsigned tail, tail_symbol, tail_zeros;
} fb_run_codes;

static void fb_run_codes_init(fb_run_codes *codes, size_t row_bytes) {
    memset(codes, 0, sizeof *codes);
    size_t zeros = row_bytes - 1, rest = zeros % 258;
    codes->full = zeros / 258;
    if (rest >= 3) {
        codes->tail = (unsigned)rest;
        codes->tail_symbol = 257 + fb_length_index(codes->tail);
    } else {
        codes->tail_zeros = (unsigned)rest;
    }
    codes->length[285] = 1;
    codes->length[0] = 2;
    codes->length[2] = 3;
    codes->length[256] = codes->tail ? 4 : 3;
    if (codes->tail) codes->length[codes->tail_symbol] = 4;
    /* Canonical codes (RFC 1951 3.2.2): shorter codes first, equal lengths in symbol order. */
    unsigned count[16] = {0}, next[16] = {0};
    for (int symbol = 0; symbol < 286; symbol++) count[codes->length[symbol]]++;
    count[0] = 0;
    for (int bits = 1, code = 0; bits < 16; bits++) {
        code = (code + (int)count[bits - 1]) << 1;
        next[bits] = (unsigned)code;
    }
    for (int symbol = 0; symbol < 286; symbol++) {
        if (codes->length[symbol] == 0) continue;
        codes->code[symbol] = (uint16_t)fb_bits_reversed(next[codes->length[symbol]]++, codes->length[symbol]);
    }
}

static inline void fb_put_symbol(fb_bits *bits, const fb_run_codes *codes, unsigned symbol) {
    fb_bits_put(bits, codes->code[symbol], codes->length[symbol]);
}

/* The run block's header: not final, dynamic Huffman, then the code lengths, sent with a code-length code that
 * gives 3 bits to each of the code-length symbols 0–4, 16, 17 and 18 (a complete code, codes in symbol order). */
static void fb_put_run_header(fb_bits *bits, const fb_run_codes *codes) {
    fb_bits_put(bits, 0, 1);  /* BFINAL 0 */
    fb_bits_put(bits, 2, 2);  /* BTYPE 2: dynamic */
    fb_bits_put(bits, 29, 5); /* HLIT: 286 literal/length lengths */
    fb_bits_put(bits, 1, 5);  /* HDIST: 2 distance lengths */
    /* HCLEN: 18 code-length lengths, in the order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1 */
    fb_bits_put(bits, 14, 4);
    static const uint8_t order_lengths[18] = {3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 3, 0, 3, 0, 3, 0, 3};
    for (int i = 0; i < 18; i++) fb_bits_put(bits, order_lengths[i], 3);
    /* The code-length code: 0–4 → codes 0–4, 16 → 5, 17 → 6, 18 → 7. */
    int symbol = 0;
    while (symbol < 286) {
        if (codes->length[symbol] != 0) {
            fb_bits_put_code(bits, codes->length[symbol], 3);
            symbol++;
            continue;
        }
        int zeros = 1;
        while (symbol + zeros < 286 && zeros < 138 && codes->length[symbol + zeros] == 0) zeros++;
        if (zeros >= 11) {
            fb_bits_put_code(bits, 7, 3); /* 18: 11–138 zeros */
            fb_bits_put(bits, (uint32_t)(zeros - 11), 7);
        } else if (zeros >= 3) {
            fb_bits_put_code(bits, 6, 3); /* 17: 3–10 zeros */
            fb_bits_put(bits, (uint32_t)(zeros - 3), 3);
        } else {
            for (int i = 0; i < zeros; i++) fb_bits_put_code(bits, 0, 3);
        }
        symbol += zeros;
    }
    fb_bits_put_code(bits, 1, 3); /* distance symbol 0: 1 bit */
    fb_bits_put_code(bits, 1, 3); /* distance symbol 1: 1 bit */
}

/* Writes `rows` Up-filtered rows of `row_bytes` zeros (each: the filter byte 2, then the zeros) as one block,
 * starting at bit `first_bit` (0–7) of `out[0]`, whose lower bits are left 0 (zlib holds them). The last 0–7 bits
 * (the end of the block) are not written: they are returned in `*tail_bits` (`*tail_count` of them) for zlib to
 * start its next block after (deflatePrime). `out` has room. */
static uint8_t *fb_put_zero_rows(uint8_t *out, unsigned first_bit, uint32_t rows, size_t row_bytes,
                                 unsigned *tail_count, uint32_t *tail_bits) {
    fb_run_codes codes;
    fb_run_codes_init(&codes, row_bytes);
    fb_bits bits = {out, 0, 0, first_bit};
    fb_put_run_header(&bits, &codes);
    unsigned tail_extra = 0;
    uint32_t tail_value = 0;
    if (codes.tail) {
        unsigned index = codes.tail_symbol - 257;
        tail_extra = fb_length_extra[index];
        tail_value = codes.tail - fb_length_base[index];
    }
    for (uint32_t r = 0; r < rows; r++) {
        fb_put_symbol(&bits, &codes, 2);
        fb_put_symbol(&bits, &codes, 0);
        for (size_t m = 0; m < codes.full; m++) {
            fb_bits_put(&bits, 0, 2); /* symbol 285 (code 0), distance symbol 0 (code 0) */
        }
        if (codes.tail) {
            fb_put_symbol(&bits, &codes, codes.tail_symbol);
            fb_bits_put(&bits, tail_value, tail_extra);
            fb_bits_put(&bits, 0, 1); /* distance symbol 0 */
        }
        for (unsigned z = 0; z < codes.tail_zeros; z++) fb_put_symbol(&bits, &codes, 0);
    }
    fb_put_symbol(&bits, &codes, 256);
    fb_bits_flush_bytes(&bits);
    *tail_count = bits.count;
    *tail_bits = (uint32_t)bits.pending;
    return out + bits.at;
}

/* The most bytes fb_put_zero_rows writes for `rows` rows. */
static size_t fb_zero_rows_bound(uint32_t rows, size_t row_bytes) {
    size_t row_bits = 2 * (row_bytes / 258) + 3 + 2 + 4 + 5 + 1 + 4;
    return 256 + (size_t)rows * (row_bits / 8 + 1);
}

/* Passes `length` bytes through zlib with `flush`, growing the stream as zlib needs. */
static int fb_deflate(fb_idat_writer *writer, const uint8_t *data, size_t length, int flush) {
    z_stream *z = &writer->zlib;
    z->next_in = (Bytef *)data;
    z->avail_in = (uInt)length;
    for (;;) {
        if (writer->capacity - writer->size < 4096 && !fb_idat_reserve(writer, 65536)) return Z_MEM_ERROR;
        size_t room = writer->capacity - writer->size;
        if (room > 0x40000000u) room = 0x40000000u;
        z->next_out = writer->stream + writer->size;
        z->avail_out = (uInt)room;
        int result = deflate(z, flush);
        writer->size += room - z->avail_out;
        if (result == Z_STREAM_ERROR) return result;
        if (flush == Z_FINISH) {
            if (result == Z_STREAM_END) return Z_OK;
        } else if (z->avail_in == 0 && z->avail_out > 0) {
            return Z_OK;
        }
    }
}

/* Adler-32 of `count` zero bytes appended. */
static uint32_t fb_adler_zeros(uint32_t adler, uint64_t count) {
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    b = (uint32_t)((b + (count % 65521) * a) % 65521);
    return (b << 16) | a;
}

/* Caps zlib's match search at `chain_limit` candidates (0: the level's own), with the level's other parameters
 * (good, lazy and nice lengths) as zlib's configuration table has them (zlib 1.2.13, deflate.c). */
static int fb_tune(z_stream *z, int level, uint32_t chain_limit) {
    static const int good[10] = {0, 4, 4, 4, 4, 8, 8, 8, 32, 32};
    static const int lazy[10] = {0, 4, 5, 6, 4, 16, 16, 32, 128, 258};
    static const int nice[10] = {0, 8, 16, 32, 16, 32, 128, 128, 258, 258};
    if (chain_limit == 0 || level < 1 || level > 9) return Z_OK;
    return deflateTune(z, good[level], lazy[level], nice[level], (int)chain_limit);
}

static int fb_idat_fail(char *message, size_t size, int status, const char *text) {
    snprintf(message, size, "%s", text);
    return status;
}

int fb_idat_write(fb_idat_writer *writer, png_structp png, const uint8_t *rgba, uint32_t width, uint32_t height,
                  int write_alpha, int level, int memory_level, int strategy, uint32_t minimum_run,
                  uint32_t chain_limit, char *message, size_t message_size) {
    size_t stride = (size_t)width * 4;
    size_t row_bytes = write_alpha ? stride : (size_t)width * 3;
    writer->size = 0;
    writer->row = malloc(row_bytes + 1 + 16);
    if (writer->row == NULL || !fb_idat_reserve(writer, 65536)) {
        return fb_idat_fail(message, message_size, FB_PNG_ERR_NO_MEMORY, "out of memory for the image data");
    }
    if (deflateInit2(&writer->zlib, level, Z_DEFLATED, -15, memory_level, strategy) != Z_OK ||
        fb_tune(&writer->zlib, level, chain_limit) != Z_OK) {
        return fb_idat_fail(message, message_size, FB_PNG_ERR_USAGE, "zlib refused the compression settings");
    }
    writer->zlib_ready = 1;
    int flevel = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned header = 0x7800u | (unsigned)(flevel << 6);
    header += 31 - header % 31;
    writer->stream[writer->size++] = (uint8_t)(header >> 8);
    writer->stream[writer->size++] = (uint8_t)header;

    uint32_t adler = 1;
    static const uint8_t up_filter = 2;
    uint32_t y = 0;
    while (y < height) {
        const uint8_t *row = rgba + stride * y;
        if (y == 0 || memcmp(row, row - stride, stride) != 0) {
            writer->row[0] = 0;
            if (write_alpha) memcpy(writer->row + 1, row, row_bytes);
            else fb_png_pack_rgb(row, writer->row + 1, width);
            adler = libdeflate_adler32(adler, writer->row, row_bytes + 1);
            if (fb_deflate(writer, writer->row, row_bytes + 1, Z_NO_FLUSH) != Z_OK) goto zlib_failed;
            y++;
            continue;
        }
        /* A run of rows equal to the row above, from y. */
        uint32_t run = 1;
        while (y + run < height && memcmp(row + stride * run, row + stride * (run - 1), stride) == 0) run++;
        for (uint32_t r = 0; r < run; r++) adler = fb_adler_zeros(libdeflate_adler32(adler, &up_filter, 1), row_bytes);
        if (minimum_run == 0 || run < minimum_run) {
            writer->row[0] = up_filter;
            memset(writer->row + 1, 0, row_bytes);
            for (uint32_t r = 0; r < run; r++) {
                if (fb_deflate(writer, writer->row, row_bytes + 1, Z_NO_FLUSH) != Z_OK) goto zlib_failed;
            }
        } else {
            /* zlib ends its block and writes it out but for its last 0–7 bits (`held`), which it keeps. */
            if (fb_deflate(writer, NULL, 0, Z_BLOCK) != Z_OK) goto zlib_failed;
            int held = 0;
            if (deflatePending(&writer->zlib, NULL, &held) != Z_OK || held < 0 || held > 7) goto zlib_failed;
            if (!fb_idat_reserve(writer, fb_zero_rows_bound(run, row_bytes))) {
                return fb_idat_fail(message, message_size, FB_PNG_ERR_NO_MEMORY, "out of memory for the image data");
            }
            unsigned tail_count;
            uint32_t tail_bits;
            size_t start = writer->size;
            uint8_t *end = fb_put_zero_rows(writer->stream + start, (unsigned)held, run, row_bytes, &tail_count,
                                            &tail_bits);
            size_t end_offset = (size_t)(end - writer->stream);
            if (held > 0) {
                /* The run block's first 8 − held bits complete zlib's last byte, which zlib then writes over the
                 * block's first byte (the same bits above its own). */
                int first = writer->stream[start] >> held;
                if (deflatePrime(&writer->zlib, 8 - held, first) != Z_OK) goto zlib_failed;
                if (fb_deflate(writer, NULL, 0, Z_NO_FLUSH) != Z_OK || writer->size != start + 1) goto zlib_failed;
            }
            writer->size = end_offset;
            if (deflateReset(&writer->zlib) != Z_OK || fb_tune(&writer->zlib, level, chain_limit) != Z_OK) {
                goto zlib_failed;
            }
            if (tail_count > 0 && deflatePrime(&writer->zlib, (int)tail_count, (int)tail_bits) != Z_OK) {
                goto zlib_failed;
            }
        }
        y += run;
    }
    if (fb_deflate(writer, NULL, 0, Z_FINISH) != Z_OK) goto zlib_failed;
    if (!fb_idat_reserve(writer, 4)) {
        return fb_idat_fail(message, message_size, FB_PNG_ERR_NO_MEMORY, "out of memory for the image data");
    }
    for (int shift = 24; shift >= 0; shift -= 8) writer->stream[writer->size++] = (uint8_t)(adler >> shift);

    for (size_t offset = 0; offset < writer->size; offset += FB_IDAT_CHUNK) {
        size_t length = writer->size - offset < FB_IDAT_CHUNK ? writer->size - offset : FB_IDAT_CHUNK;
        png_write_chunk(png, (png_const_bytep) "IDAT", writer->stream + offset, length);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    return FB_PNG_OK;

zlib_failed:
    return fb_idat_fail(message, message_size, FB_PNG_ERR_NO_MEMORY, "zlib ran out of memory compressing the image");
}

void fb_idat_writer_free(fb_idat_writer *writer) {
    if (writer->zlib_ready) deflateEnd(&writer->zlib);
    free(writer->row);
    free(writer->stream);
    memset(writer, 0, sizeof *writer);
}
