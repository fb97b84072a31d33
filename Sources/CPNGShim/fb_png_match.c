#include "fb_png.h"
#include "fb_png_rows.h"

#include "fb_libdeflate.h"

#include <stdlib.h>
#include <string.h>

/*
 * The quick pixel match (fb_png_match_rgba): the files Flipbook writes itself, 8-bit RGB with IHDR, IDAT and IEND
 * only, compared with a painted frame without libpng. zlib inflates these files a byte at a time (a @3x fixture
 * is ~8 MB of long, overlapping matches: ~13 ms), libdeflate inflates the whole stream at once with word copies
 * (~0.7 ms); then each row is unfiltered (None or Up) and compared with the painted RGBA row as it is widened, in
 * one pass (an Up row of zeros, a row equal to the row above, is not made: the painted row is compared with the
 * painted row above). Anything else —
 * another colour type or bit depth, interlacing, any other chunk, a wrong CRC or Adler-32, bytes after the zlib
 * stream or after IEND, a row filter other than None and Up — is FB_PNG_MATCH_UNDECIDED, and the caller decodes
 * the file with libpng, which says what is wrong with it.
 */

static uint32_t fb_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/* One chunk at `offset`: its type and data, after checking that it fits the file and that its CRC is right. */
typedef struct fb_chunk {
    const uint8_t *type;
    const uint8_t *data;
    uint32_t length;
} fb_chunk;

static int fb_read_chunk(const uint8_t *png, size_t size, size_t *offset, fb_chunk *chunk) {
    if (size - *offset < 12) return 0;
    uint32_t length = fb_be32(png + *offset);
    if (length > 0x7FFFFFFFu || size - *offset - 12 < length) return 0;
    const uint8_t *type = png + *offset + 4;
    uint32_t stored = fb_be32(type + 4 + length);
    if ((uint32_t)libdeflate_crc32(0, type, 4 + (size_t)length) != stored) return 0;
    chunk->type = type;
    chunk->data = type + 4;
    chunk->length = length;
    *offset += 12 + (size_t)length;
    return 1;
}

static int fb_chunk_is(const fb_chunk *chunk, const char *name) { return memcmp(chunk->type, name, 4) == 0; }

/* 1 when the `size` bytes at `bytes` are all zero: 64 bytes per test, 128 where the CPU has AVX2. */
static int fb_all_zero_scalar(const uint8_t *bytes, size_t size, size_t i) {
    while (i + 64 <= size) {
        uint64_t any = 0;
        for (size_t j = 0; j < 64; j += 8) {
            uint64_t word;
            memcpy(&word, bytes + i + j, 8);
            any |= word;
        }
        if (any != 0) return 0;
        i += 64;
    }
    while (i < size) {
        if (bytes[i++] != 0) return 0;
    }
    return 1;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
__attribute__((target("avx2"))) static int fb_all_zero_avx2(const uint8_t *bytes, size_t size) {
    size_t i = 0;
    for (; i + 128 <= size; i += 128) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(bytes + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(bytes + i + 32));
        __m256i c = _mm256_loadu_si256((const __m256i *)(bytes + i + 64));
        __m256i d = _mm256_loadu_si256((const __m256i *)(bytes + i + 96));
        __m256i any = _mm256_or_si256(_mm256_or_si256(a, b), _mm256_or_si256(c, d));
        if (!_mm256_testz_si256(any, any)) return 0;
    }
    return fb_all_zero_scalar(bytes, size, i);
}
static int fb_all_zero(const uint8_t *bytes, size_t size) {
    static int avx2 = -1; /* the same answer for every thread; a race only repeats the question */
    if (avx2 < 0) avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
    return avx2 ? fb_all_zero_avx2(bytes, size) : fb_all_zero_scalar(bytes, size, 0);
}
#else
static int fb_all_zero(const uint8_t *bytes, size_t size) { return fb_all_zero_scalar(bytes, size, 0); }
#endif

fb_png_match fb_png_match_rgba(const uint8_t *png, size_t size, const uint8_t *rgba, uint32_t width, uint32_t height) {
    return fb_png_match_or_decode_rgba(png, size, rgba, width, height, NULL);
}

fb_png_match fb_png_match_or_decode_rgba(const uint8_t *png, size_t size, const uint8_t *rgba, uint32_t width,
                                         uint32_t height, uint8_t *decoded) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (png == NULL || rgba == NULL || width == 0 || height == 0 || size < 8 || memcmp(png, signature, 8) != 0)
        return FB_PNG_MATCH_UNDECIDED;
    /* Rows of this many bytes (filter byte included) must fit a size_t with room to spare. */
    if ((uint64_t)width > (SIZE_MAX / 4 - 16) / 4 / height) return FB_PNG_MATCH_UNDECIDED;

    size_t offset = 8;
    fb_chunk chunk;
    if (!fb_read_chunk(png, size, &offset, &chunk) || !fb_chunk_is(&chunk, "IHDR") || chunk.length != 13)
        return FB_PNG_MATCH_UNDECIDED;
    const uint8_t *ihdr = chunk.data;
    /* 8-bit RGB, compression 0, filter method 0, not interlaced. */
    if (fb_be32(ihdr) != width || fb_be32(ihdr + 4) != height || ihdr[8] != 8 || ihdr[9] != 2 || ihdr[10] != 0 ||
        ihdr[11] != 0 || ihdr[12] != 0)
        return FB_PNG_MATCH_UNDECIDED;

    /* IDAT chunks, one after another, then IEND at the file's very end. */
    size_t idat_start = offset, compressed_size = 0, idat_count = 0;
    const uint8_t *first_data = NULL;
    for (;;) {
        if (!fb_read_chunk(png, size, &offset, &chunk)) return FB_PNG_MATCH_UNDECIDED;
        if (!fb_chunk_is(&chunk, "IDAT")) break;
        if (idat_count++ == 0) first_data = chunk.data;
        compressed_size += chunk.length;
    }
    if (idat_count == 0 || !fb_chunk_is(&chunk, "IEND") || chunk.length != 0 || offset != size)
        return FB_PNG_MATCH_UNDECIDED;

    /* The zlib stream: in place when it is one chunk, else gathered. */
    const uint8_t *compressed = first_data;
    uint8_t *gathered = NULL;
    if (idat_count > 1) {
        gathered = malloc(compressed_size);
        if (gathered == NULL) return FB_PNG_MATCH_UNDECIDED;
        size_t at = idat_start, filled = 0;
        while (filled < compressed_size) {
            fb_read_chunk(png, size, &at, &chunk); /* checked above */
            memcpy(gathered + filled, chunk.data, chunk.length);
            filled += chunk.length;
        }
        compressed = gathered;
    }

    size_t stride = 1 + 3 * (size_t)width;
    size_t raw_size = stride * height;
    /* 16 bytes of room past the last row for the widening's loads. */
    uint8_t *raw = malloc(raw_size + 16);
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    fb_png_match result = FB_PNG_MATCH_UNDECIDED;
    if (raw != NULL && decompressor != NULL) {
        size_t used = 0;
        /* Without an output length to return, libdeflate succeeds only when the stream fills `raw` exactly; it
         * checks the zlib header and the Adler-32. */
        enum libdeflate_result status =
            libdeflate_zlib_decompress_ex(decompressor, compressed, compressed_size, raw, raw_size, &used, NULL);
        if (status == LIBDEFLATE_SUCCESS && used == compressed_size) {
            memset(raw + raw_size, 0, 16);
            result = FB_PNG_MATCH_SAME;
            const uint8_t *above = NULL;
            size_t row_bytes = 4 * (size_t)width;
            for (uint32_t y = 0; y < height; y++) {
                uint8_t *row = raw + stride * y;
                uint8_t *samples = row + 1;
                if (row[0] == 2 && above != NULL && fb_all_zero(samples, stride - 1)) {
                    /* The row above again (Flipbook writes its repeated rows so): the row is not made, `above` stays
                     * the row it repeats, and the painted row is compared with the painted row above, which the
                     * row above matched. */
                    if (result == FB_PNG_MATCH_DIFFERENT) {
                        memcpy(decoded + row_bytes * y, decoded + row_bytes * (y - 1), row_bytes);
                        continue;
                    }
                    if (memcmp(rgba + row_bytes * y, rgba + row_bytes * (y - 1), row_bytes) == 0) continue;
                    result = FB_PNG_MATCH_DIFFERENT;
                    if (decoded == NULL) break;
                    memcpy(decoded, rgba, row_bytes * y);
                    memcpy(decoded + row_bytes * y, rgba + row_bytes * (y - 1), row_bytes);
                    continue;
                }
                if (row[0] == 2 && above != NULL) {
                    for (size_t i = 0; i < stride - 1; i++) samples[i] = (uint8_t)(samples[i] + above[i]);
                } else if (row[0] != 0 && row[0] != 2) {
                    /* Sub, Average, Paeth or no filter at all: libpng's business. (Up on the first row adds
                     * the zero row above it: nothing.) */
                    result = FB_PNG_MATCH_UNDECIDED;
                    break;
                }
                above = samples;
                if (result == FB_PNG_MATCH_DIFFERENT) {
                    /* Decoding on past the first difference: straight into the image. */
                    fb_png_widen_rgb(samples, decoded + row_bytes * y, width);
                    continue;
                }
                /* Widened and compared in one pass (nothing stored while the rows match). */
                if (fb_png_rgb_equals_rgba(samples, rgba + row_bytes * y, width)) continue;
                result = FB_PNG_MATCH_DIFFERENT;
                if (decoded == NULL) break;
                /* The rows above equal the given pixels. */
                memcpy(decoded, rgba, row_bytes * y);
                fb_png_widen_rgb(samples, decoded + row_bytes * y, width);
            }
        }
    }
    libdeflate_free_decompressor(decompressor);
    free(raw);
    free(gathered);
    return result;
}
