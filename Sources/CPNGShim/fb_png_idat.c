#include "fb_png.h"
#include "fb_png_idat.h"
#include "fb_png_rows.h"

#include <libdeflate.h>

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
 * Splicing blocks into zlib's stream: zlib's output is made byte-aligned with a sync flush (it ends its block and
 * adds an empty stored block), the run's block follows, then an empty stored block of our own brings the stream
 * back to a byte boundary, and zlib is reset (deflateReset) so that its next block starts there and none of its
 * matches reaches back past the run (it no longer knows those bytes). Every piece is ordinary deflate, so any
 * inflater reads the result; the Adler-32 covers all the filtered bytes, run or not.
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

/* Bits go into the stream least significant first, as deflate packs them. */
typedef struct fb_bits {
    uint8_t *out;
    uint64_t value;
    unsigned count;
} fb_bits;

static void fb_put(fb_bits *bits, uint32_t value, unsigned count) {
    bits->value |= (uint64_t)value << bits->count;
    bits->count += count;
    while (bits->count >= 8) {
        *bits->out++ = (uint8_t)bits->value;
        bits->value >>= 8;
        bits->count -= 8;
    }
}

/* A Huffman code is sent from its most significant bit. */
static void fb_put_code(fb_bits *bits, uint32_t code, unsigned length) {
    uint32_t reversed = 0;
    for (unsigned i = 0; i < length; i++) reversed |= ((code >> i) & 1u) << (length - 1 - i);
    fb_put(bits, reversed, length);
}

/* The run block's literal/length code: symbol 285 (a match of 258) has the 1-bit code 0; 32 symbols have 6-bit codes
 * 32…63 in symbol order: literals 0, 1 and 2, end of block (256) and the length symbols 257…284. Distance code:
 * symbols 0 (distance 1) and 1 (distance 2), 1 bit each. Both codes are complete, as zlib's inflate requires. */
static unsigned fb_run_code(unsigned symbol) {
    if (symbol <= 2) return 32 + symbol;
    return 32 + 3 + (symbol - 256); /* 256 → 35, 257 → 36, …, 284 → 63 */
}

static const uint16_t fb_length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                            31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t fb_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                            2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/* A match of `length` (3…258) at distance 1. */
static void fb_put_zero_match(fb_bits *bits, unsigned length) {
    if (length == 258) {
        fb_put(bits, 0, 1); /* symbol 285: code 0 */
    } else {
        unsigned index = 0;
        while (index + 1 < 28 && fb_length_base[index + 1] <= length) index++;
        fb_put_code(bits, fb_run_code(257 + index), 6);
        fb_put(bits, length - fb_length_base[index], fb_length_extra[index]);
    }
    fb_put(bits, 0, 1); /* distance symbol 0 (distance 1): code 0 */
}

/* The header of the run block (not final, dynamic Huffman) and its code lengths, sent with a code-length code of
 * four 2-bit codes: lengths 1 (00), 6 (01), 16 "repeat the previous length 3–6 times" (10) and 18 "11–138 zeros"
 * (11). */
static void fb_put_run_header(fb_bits *bits) {
    fb_put(bits, 0, 1);  /* BFINAL 0 */
    fb_put(bits, 2, 2);  /* BTYPE 2: dynamic */
    fb_put(bits, 29, 5); /* HLIT: 286 literal/length lengths */
    fb_put(bits, 1, 5);  /* HDIST: 2 distance lengths */
    /* HCLEN: 18 code-length lengths, in deflate's order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1 */
    fb_put(bits, 14, 4);
    static const uint8_t order_lengths[18] = {2, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
    for (int i = 0; i < 18; i++) fb_put(bits, order_lengths[i], 3);
    enum { LEN1 = 0, LEN6 = 1, REPEAT = 2, ZEROS = 3 };
    /* literals 0, 1, 2: length 6 */
    for (int i = 0; i < 3; i++) fb_put_code(bits, LEN6, 2);
    /* literals 3…255: 253 zeros = 138 + 115 */
    fb_put_code(bits, ZEROS, 2);
    fb_put(bits, 138 - 11, 7);
    fb_put_code(bits, ZEROS, 2);
    fb_put(bits, 115 - 11, 7);
    /* 256…284: 29 lengths of 6 = one 6 and then 28 repeats (6 + 6 + 6 + 6 + 4) */
    fb_put_code(bits, LEN6, 2);
    static const unsigned repeats[5] = {6, 6, 6, 6, 4};
    for (int i = 0; i < 5; i++) {
        fb_put_code(bits, REPEAT, 2);
        fb_put(bits, repeats[i] - 3, 2);
    }
    /* 285: length 1; distance symbols 0 and 1: length 1 */
    for (int i = 0; i < 3; i++) fb_put_code(bits, LEN1, 2);
}

/* Writes `rows` Up-filtered rows of `row_bytes` zeros (each: the filter byte 2, then the zeros) as one block, then
 * an empty stored block to end on a byte boundary. The stream is byte-aligned before; `bits.out` has room. */
static uint8_t *fb_put_zero_rows(uint8_t *out, uint32_t rows, size_t row_bytes) {
    fb_bits bits = {out, 0, 0};
    fb_put_run_header(&bits);
    for (uint32_t r = 0; r < rows; r++) {
        fb_put_code(&bits, fb_run_code(2), 6);
        size_t zeros = row_bytes;
        fb_put_code(&bits, fb_run_code(0), 6); /* the first zero follows the filter byte: a literal */
        zeros--;
        while (zeros >= 3) {
            size_t length = zeros > 258 ? 258 : zeros;
            if (zeros > 258 && zeros - 258 < 3) length = zeros - 3; /* leave at least 3 for the last match */
            fb_put_zero_match(&bits, (unsigned)length);
            zeros -= length;
        }
        while (zeros-- > 0) fb_put_code(&bits, fb_run_code(0), 6);
    }
    fb_put_code(&bits, fb_run_code(256), 6);
    fb_put(&bits, 0, 3); /* an empty stored block: BFINAL 0, BTYPE 0, padding, LEN 0, NLEN 0xFFFF */
    if (bits.count > 0) fb_put(&bits, 0, 8 - bits.count);
    *bits.out++ = 0x00;
    *bits.out++ = 0x00;
    *bits.out++ = 0xFF;
    *bits.out++ = 0xFF;
    return bits.out;
}

/* The most bytes fb_put_zero_rows writes for `rows` rows. */
static size_t fb_zero_rows_bound(uint32_t rows, size_t row_bytes) {
    size_t matches = row_bytes / 255 + 3;
    return 64 + (size_t)rows * ((matches * 14 + 24) / 8 + 2);
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

static int fb_idat_fail(char *message, size_t size, int status, const char *text) {
    snprintf(message, size, "%s", text);
    return status;
}

int fb_idat_write(fb_idat_writer *writer, png_structp png, const uint8_t *rgba, uint32_t width, uint32_t height,
                  int write_alpha, int level, int memory_level, int strategy, uint32_t minimum_run, char *message,
                  size_t message_size) {
    size_t stride = (size_t)width * 4;
    size_t row_bytes = write_alpha ? stride : (size_t)width * 3;
    writer->size = 0;
    writer->row = malloc(row_bytes + 1 + 16);
    if (writer->row == NULL || !fb_idat_reserve(writer, 65536)) {
        return fb_idat_fail(message, message_size, FB_PNG_ERR_NO_MEMORY, "out of memory for the image data");
    }
    if (deflateInit2(&writer->zlib, level, Z_DEFLATED, -15, memory_level, strategy) != Z_OK) {
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
            if (fb_deflate(writer, NULL, 0, Z_SYNC_FLUSH) != Z_OK) goto zlib_failed;
            if (!fb_idat_reserve(writer, fb_zero_rows_bound(run, row_bytes))) {
                return fb_idat_fail(message, message_size, FB_PNG_ERR_NO_MEMORY, "out of memory for the image data");
            }
            uint8_t *end = fb_put_zero_rows(writer->stream + writer->size, run, row_bytes);
            writer->size = (size_t)(end - writer->stream);
            if (deflateReset(&writer->zlib) != Z_OK) goto zlib_failed;
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
