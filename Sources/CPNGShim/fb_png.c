// The first file a build compiles that needs libpng: without its development files say what to install (as
// Sources/CLibPNG/shim.h does), not only that png.h was not found.
#if defined(__has_include)
#if !__has_include(<png.h>)
#error "Flipbook needs libpng's development files (png.h, libpng.pc): on Debian/Ubuntu apt-get install libpng-dev pkg-config; on Fedora dnf install libpng-devel pkgconf; on macOS brew install libpng pkg-config"
#endif
#endif

#include "fb_png.h"
#include "fb_png_idat.h"
#include "fb_png_rows.h"

#include <png.h>
#include <zlib.h>

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------------------------------------------------ */
/* Reader                                                                                                   */
/* ------------------------------------------------------------------------------------------------------ */

enum { STAGE_OPENED, STAGE_HEADER_READ, STAGE_DONE, STAGE_FAILED };

struct fb_png_reader {
    png_structp png;
    png_infop info;
    jmp_buf jump;

    FILE *file;
    const uint8_t *memory;
    size_t memory_size;
    size_t memory_offset;

    fb_png_limits limits;
    int stage;
    fb_png_header header;
    png_bytepp rows;
    /* 8-bit RGB without tRNS, not interlaced: rows are read as RGB into `rgb_row` and widened here. */
    int widen_rgb;
    uint8_t *rgb_row;
    /* No alpha channel and no tRNS: every decoded alpha is 255. */
    int pixels_opaque;

    fb_png_status status;
    int sys_errno;
    int over_memory_cap;
    char message[512];
    char warning[256];

    size_t library_bytes;
    size_t peak_library_bytes;
};

/* Every block libpng asks for carries its size in front, so that frees can be counted. 16 bytes keep the
 * alignment malloc gives. */
#define FB_BLOCK_HEADER 16

static png_voidp fb_malloc(png_structp png, png_alloc_size_t size) {
    fb_png_reader *reader = (fb_png_reader *)png_get_mem_ptr(png);
    if (size > reader->limits.max_library_bytes ||
        reader->library_bytes > reader->limits.max_library_bytes - size) {
        reader->over_memory_cap = 1;
        return NULL;
    }
    unsigned char *block = malloc(size + FB_BLOCK_HEADER);
    if (block == NULL) return NULL;
    memcpy(block, &size, sizeof size);
    reader->library_bytes += size;
    if (reader->library_bytes > reader->peak_library_bytes) reader->peak_library_bytes = reader->library_bytes;
    return block + FB_BLOCK_HEADER;
}

static void fb_free(png_structp png, png_voidp pointer) {
    if (pointer == NULL) return;
    fb_png_reader *reader = (fb_png_reader *)png_get_mem_ptr(png);
    unsigned char *block = (unsigned char *)pointer - FB_BLOCK_HEADER;
    png_alloc_size_t size;
    memcpy(&size, block, sizeof size);
    reader->library_bytes -= size;
    free(block);
}

static void fb_reader_fail(fb_png_reader *reader, fb_png_status status, const char *format, ...) {
    reader->status = status;
    va_list args;
    va_start(args, format);
    vsnprintf(reader->message, sizeof reader->message, format, args);
    va_end(args);
}

static void fb_reader_error(png_structp png, png_const_charp text) {
    fb_png_reader *reader = (fb_png_reader *)png_get_error_ptr(png);
    if (reader->status == FB_PNG_OK) {
        if (reader->over_memory_cap) {
            fb_reader_fail(reader, FB_PNG_ERR_NO_MEMORY,
                           "decoding needs more than the %zu bytes of working memory allowed (%s)",
                           reader->limits.max_library_bytes, text);
        } else if (reader->warning[0] != '\0') {
            fb_reader_fail(reader, FB_PNG_ERR_FORMAT, "%s (after warning: %s)", text, reader->warning);
        } else {
            fb_reader_fail(reader, FB_PNG_ERR_FORMAT, "%s", text);
        }
    }
    longjmp(reader->jump, 1);
}

static void fb_reader_warning(png_structp png, png_const_charp text) {
    fb_png_reader *reader = (fb_png_reader *)png_get_error_ptr(png);
    snprintf(reader->warning, sizeof reader->warning, "%s", text);
}

static void fb_read_data(png_structp png, png_bytep data, size_t length) {
    fb_png_reader *reader = (fb_png_reader *)png_get_io_ptr(png);
    if (reader->file != NULL) {
        size_t got = fread(data, 1, length, reader->file);
        if (got == length) return;
        if (ferror(reader->file)) {
            int error = errno;
            reader->sys_errno = error;
            fb_reader_fail(reader, FB_PNG_ERR_IO, "read failed: %s", strerror(error));
            longjmp(reader->jump, 1);
        }
    } else {
        size_t left = reader->memory_size - reader->memory_offset;
        if (length <= left) {
            memcpy(data, reader->memory + reader->memory_offset, length);
            reader->memory_offset += length;
            return;
        }
    }
    png_error(png, "unexpected end of file (truncated data)");
}

static fb_png_reader *fb_reader_create(fb_png_limits limits) {
    fb_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) return NULL;
    reader->limits = limits;
    reader->stage = STAGE_OPENED;

    reader->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, reader, fb_reader_error, fb_reader_warning,
                                           reader, fb_malloc, fb_free);
    if (reader->png == NULL) {
        fb_reader_fail(reader, FB_PNG_ERR_NO_MEMORY, "libpng could not create its reader");
        reader->stage = STAGE_FAILED;
        return reader;
    }
    if (setjmp(reader->jump)) {
        reader->stage = STAGE_FAILED;
        return reader;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        fb_reader_fail(reader, FB_PNG_ERR_NO_MEMORY, "libpng could not create its info struct");
        reader->stage = STAGE_FAILED;
        return reader;
    }
    png_set_read_fn(reader->png, reader, fb_read_data);

    /* Bounds on what a file can make libpng allocate or inflate. Every ancillary chunk except tRNS is
     * skipped unread (its CRC is still checked, through a small fixed buffer), so text, iCCP, eXIf, sPLT
     * and unknown chunks are never inflated or stored; the two caps below only back that up. */
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_chunk_cache_max(reader->png, 32);
    png_set_chunk_malloc_max(reader->png, 1u << 20);
    return reader;
}

fb_png_reader *fb_png_reader_open_file(const char *path, fb_png_limits limits) {
    fb_png_reader *reader = fb_reader_create(limits);
    if (reader == NULL || reader->stage == STAGE_FAILED) return reader;
    reader->file = fopen(path, "rb");
    if (reader->file == NULL) {
        int error = errno;
        reader->sys_errno = error;
        fb_reader_fail(reader, FB_PNG_ERR_IO, "cannot open: %s", strerror(error));
        reader->stage = STAGE_FAILED;
    }
    return reader;
}

fb_png_reader *fb_png_reader_open_descriptor(int descriptor, fb_png_limits limits) {
    fb_png_reader *reader = fb_reader_create(limits);
    if (reader == NULL || reader->stage == STAGE_FAILED) {
        close(descriptor);
        return reader;
    }
    reader->file = fdopen(descriptor, "rb");
    if (reader->file == NULL) {
        int error = errno;
        close(descriptor);
        reader->sys_errno = error;
        fb_reader_fail(reader, FB_PNG_ERR_IO, "cannot open: %s", strerror(error));
        reader->stage = STAGE_FAILED;
    }
    return reader;
}

fb_png_reader *fb_png_reader_open_memory(const void *data, size_t size, fb_png_limits limits) {
    fb_png_reader *reader = fb_reader_create(limits);
    if (reader == NULL || reader->stage == STAGE_FAILED) return reader;
    reader->memory = data;
    reader->memory_size = size;
    return reader;
}

fb_png_status fb_png_reader_read_header(fb_png_reader *reader, fb_png_header *header) {
    if (reader->stage == STAGE_FAILED) return reader->status;
    if (reader->stage != STAGE_OPENED) {
        fb_reader_fail(reader, FB_PNG_ERR_USAGE, "the header was already read");
        return reader->status;
    }
    if (setjmp(reader->jump)) {
        reader->stage = STAGE_FAILED;
        return reader->status;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;

    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    reader->header.width = width;
    reader->header.height = height;
    reader->header.bit_depth = (uint8_t)bit_depth;
    reader->header.color_type = (uint8_t)color_type;
    reader->header.interlace_method = (uint8_t)interlace;

    uint64_t pixels = (uint64_t)width * (uint64_t)height;
    if (pixels > reader->limits.max_pixels) {
        fb_reader_fail(reader, FB_PNG_ERR_TOO_LARGE,
                       "image too large: %ux%u is %llu pixels, over the budget of %llu pixels",
                       (unsigned)width, (unsigned)height, (unsigned long long)pixels,
                       (unsigned long long)reader->limits.max_pixels);
        reader->stage = STAGE_FAILED;
        return reader->status;
    }

    /* To 8-bit straight RGBA: palette → RGB, grey below 8 bits scaled up, tRNS → alpha, 16 bits → high
     * byte, grey → RGB, opaque alpha added where there is none. No gamma or colour handling. */
    reader->pixels_opaque = !(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS);
    reader->widen_rgb = color_type == PNG_COLOR_TYPE_RGB && bit_depth == 8 && interlace == PNG_INTERLACE_NONE &&
                        !png_get_valid(png, info, PNG_INFO_tRNS);
    if (!reader->widen_rgb) {
        png_set_expand(png);
        png_set_strip_16(png);
        png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
        (void)png_set_interlace_handling(png);
    }
    png_read_update_info(png, info);

    int channels = reader->widen_rgb ? 3 : 4;
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != channels ||
        png_get_rowbytes(png, info) != (size_t)width * channels) {
        fb_reader_fail(reader, FB_PNG_ERR_FORMAT, "unexpected pixel layout after conversion to RGBA8");
        reader->stage = STAGE_FAILED;
        return reader->status;
    }

    *header = reader->header;
    reader->stage = STAGE_HEADER_READ;
    return FB_PNG_OK;
}

/* RGB → RGBA for one row, alpha 255. `rgb` has 16 bytes of room past the row's end. libpng's own filler
 * moves a byte at a time (about a fifth of decoding a UI frame); this widens 4 pixels per shuffle where the
 * CPU has SSSE3. */
static void fb_widen_rgb_scalar(const uint8_t *rgb, uint8_t *rgba, uint32_t width, uint32_t from) {
    for (uint32_t x = from; x < width; x++) {
        rgba[4 * (size_t)x] = rgb[3 * (size_t)x];
        rgba[4 * (size_t)x + 1] = rgb[3 * (size_t)x + 1];
        rgba[4 * (size_t)x + 2] = rgb[3 * (size_t)x + 2];
        rgba[4 * (size_t)x + 3] = 255;
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
__attribute__((target("ssse3"))) static void fb_widen_rgb_ssse3(const uint8_t *rgb, uint8_t *rgba,
                                                                uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(rgb + 3 * (size_t)x)); /* 12 of 16 bytes used */
        _mm_storeu_si128((__m128i *)(rgba + 4 * (size_t)x), _mm_or_si128(_mm_shuffle_epi8(pixels, order), opaque));
    }
    fb_widen_rgb_scalar(rgb, rgba, width, x);
}
static int fb_has_ssse3(void) {
    static int known = -1; /* the same answer for every thread; a race only repeats the question */
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}
/* 16 pixels per step: four shuffles, each xor-ed with the painted pixels, the differences gathered and tested
 * once. */
__attribute__((target("ssse3"))) static uint32_t fb_rgb_equals_rgba_ssse3(const uint8_t *rgb, const uint8_t *rgba,
                                                                        uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        __m128i differences = _mm_setzero_si128();
        for (uint32_t k = 0; k < 16; k += 4) {
            __m128i pixels = _mm_loadu_si128((const __m128i *)(rgb + 3 * (size_t)(x + k))); /* 12 of 16 used */
            __m128i widened = _mm_or_si128(_mm_shuffle_epi8(pixels, order), opaque);
            __m128i painted = _mm_loadu_si128((const __m128i *)(rgba + 4 * (size_t)(x + k)));
            differences = _mm_or_si128(differences, _mm_xor_si128(widened, painted));
        }
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(differences, _mm_setzero_si128())) != 0xFFFF) return UINT32_MAX;
    }
    return x;
}
void fb_png_widen_rgb(const uint8_t *rgb, uint8_t *rgba, uint32_t width) {
    if (fb_has_ssse3()) fb_widen_rgb_ssse3(rgb, rgba, width);
    else fb_widen_rgb_scalar(rgb, rgba, width, 0);
}
static int fb_rgb_equals_rgba_scalar(const uint8_t *rgb, const uint8_t *rgba, uint32_t width, uint32_t from);
int fb_png_rgb_equals_rgba(const uint8_t *rgb, const uint8_t *rgba, uint32_t width) {
    uint32_t from = fb_has_ssse3() ? fb_rgb_equals_rgba_ssse3(rgb, rgba, width) : 0;
    return from != UINT32_MAX && fb_rgb_equals_rgba_scalar(rgb, rgba, width, from);
}
#else
void fb_png_widen_rgb(const uint8_t *rgb, uint8_t *rgba, uint32_t width) {
    fb_widen_rgb_scalar(rgb, rgba, width, 0);
}
static int fb_rgb_equals_rgba_scalar(const uint8_t *rgb, const uint8_t *rgba, uint32_t width, uint32_t from);
int fb_png_rgb_equals_rgba(const uint8_t *rgb, const uint8_t *rgba, uint32_t width) {
    return fb_rgb_equals_rgba_scalar(rgb, rgba, width, 0);
}
#endif

/* Pixels `from` to the row's end, one at a time. */
static int fb_rgb_equals_rgba_scalar(const uint8_t *rgb, const uint8_t *rgba, uint32_t width, uint32_t from) {
    for (size_t x = from; x < width; x++) {
        const uint8_t *in = rgb + 3 * x, *painted = rgba + 4 * x;
        if (in[0] != painted[0] || in[1] != painted[1] || in[2] != painted[2] || painted[3] != 255) return 0;
    }
    return 1;
}

static fb_png_status fb_read_widened_rows(fb_png_reader *reader, uint8_t *rgba, size_t stride) {
    uint32_t width = reader->header.width;
    reader->rgb_row = malloc((size_t)width * 3 + 16);
    if (reader->rgb_row == NULL) {
        fb_reader_fail(reader, FB_PNG_ERR_NO_MEMORY, "out of memory for a row of %u pixels", (unsigned)width);
        reader->stage = STAGE_FAILED;
        return reader->status;
    }
    if (setjmp(reader->jump)) {
        reader->stage = STAGE_FAILED;
        return reader->status;
    }
    for (uint32_t y = 0; y < reader->header.height; y++) {
        png_read_row(reader->png, reader->rgb_row, NULL);
        fb_png_widen_rgb(reader->rgb_row, rgba + stride * y, width);
    }
    png_read_end(reader->png, NULL);
    reader->stage = STAGE_DONE;
    return FB_PNG_OK;
}

fb_png_status fb_png_reader_read_rgba(fb_png_reader *reader, uint8_t *rgba, size_t rgba_size) {
    if (reader->stage == STAGE_FAILED) return reader->status;
    if (reader->stage != STAGE_HEADER_READ) {
        fb_reader_fail(reader, FB_PNG_ERR_USAGE, "read the header before the pixels, and the pixels once");
        return reader->status;
    }
    size_t stride = (size_t)reader->header.width * 4;
    if (rgba_size != stride * reader->header.height) {
        fb_reader_fail(reader, FB_PNG_ERR_USAGE, "pixel buffer holds %zu bytes, the image needs %zu",
                       rgba_size, stride * reader->header.height);
        return reader->status;
    }
    if (reader->widen_rgb) return fb_read_widened_rows(reader, rgba, stride);
    if (reader->header.height > 0) {
        reader->rows = malloc(sizeof(png_bytep) * reader->header.height);
        if (reader->rows == NULL) {
            fb_reader_fail(reader, FB_PNG_ERR_NO_MEMORY, "out of memory for %u row pointers",
                           (unsigned)reader->header.height);
            reader->stage = STAGE_FAILED;
            return reader->status;
        }
        for (uint32_t y = 0; y < reader->header.height; y++) reader->rows[y] = rgba + stride * y;
    }
    if (setjmp(reader->jump)) {
        reader->stage = STAGE_FAILED;
        return reader->status;
    }
    png_read_image(reader->png, reader->rows);
    png_read_end(reader->png, NULL);
    reader->stage = STAGE_DONE;
    return FB_PNG_OK;
}

int fb_png_reader_pixels_opaque(const fb_png_reader *reader) { return reader->pixels_opaque; }

void fb_png_reader_skip_zlib_checksum(fb_png_reader *reader) {
    if (reader->stage == STAGE_OPENED && reader->png != NULL) {
        png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    }
}

fb_png_status fb_png_reader_status(const fb_png_reader *reader) { return reader->status; }

const char *fb_png_reader_message(const fb_png_reader *reader) { return reader->message; }

int fb_png_reader_errno(const fb_png_reader *reader) { return reader->sys_errno; }

size_t fb_png_reader_peak_library_bytes(const fb_png_reader *reader) { return reader->peak_library_bytes; }

void fb_png_reader_close(fb_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) {
        png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    }
    if (reader->file != NULL) fclose(reader->file);
    free(reader->rows);
    free(reader->rgb_row);
    free(reader);
}

/* ------------------------------------------------------------------------------------------------------ */
/* Encoder                                                                                                  */
/* ------------------------------------------------------------------------------------------------------ */

typedef struct fb_encode_context {
    jmp_buf jump;
    fb_png_output *output;
    /* One RGB row, when opaque rows are packed before libpng sees them. */
    uint8_t *row;
    /* FB_PNG_ROWS_REPEATS_ONCE: the shim's own filters and zlib stream. */
    fb_idat_writer idat;
} fb_encode_context;

static void fb_encoder_error(png_structp png, png_const_charp text) {
    fb_encode_context *context = (fb_encode_context *)png_get_error_ptr(png);
    if (context->output->status == FB_PNG_OK) {
        context->output->status = FB_PNG_ERR_FORMAT;
        snprintf(context->output->message, sizeof context->output->message, "%s", text);
    }
    longjmp(context->jump, 1);
}

static void fb_encoder_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void fb_write_data(png_structp png, png_bytep data, size_t length) {
    fb_encode_context *context = (fb_encode_context *)png_get_io_ptr(png);
    fb_png_output *output = context->output;
    if (length > output->capacity - output->size) {
        size_t capacity = output->capacity < 4096 ? 4096 : output->capacity;
        while (capacity - output->size < length) {
            if (capacity > SIZE_MAX / 2) capacity = SIZE_MAX;
            else capacity *= 2;
        }
        uint8_t *grown = realloc(output->data, capacity);
        if (grown == NULL) {
            output->status = FB_PNG_ERR_NO_MEMORY;
            snprintf(output->message, sizeof output->message, "out of memory for %zu bytes of PNG output",
                     capacity);
            png_error(png, "out of memory");
        }
        output->data = grown;
        output->capacity = capacity;
    }
    memcpy(output->data + output->size, data, length);
    output->size += length;
}

static void fb_flush_data(png_structp png) { (void)png; }

/* FB_PNG_ROWS_FLAT_OR_UP: see fb_png.h. Pixels are compared whole (4 bytes), alpha included. */
static int fb_choose_row_filter(const uint8_t *row, const uint8_t *above, uint32_t width) {
    if (memcmp(row, above, (size_t)width * 4) == 0) return PNG_FILTER_UP;
    uint32_t same = 0, previous, pixel;
    memcpy(&previous, row, 4);
    for (uint32_t x = 1; x < width; x++) {
        memcpy(&pixel, row + (size_t)x * 4, 4);
        same += pixel == previous;
        previous = pixel;
    }
    return (uint64_t)same * 2 >= width ? PNG_FILTER_NONE : PNG_FILTER_UP;
}

int fb_png_is_photo_like(const uint8_t *rgba, uint32_t width, uint32_t height) {
    if (width < 2 || height < 2) return 0;
    size_t stride = (size_t)width * 4;
    uint64_t sampled = 0, repeated = 0;
    for (uint32_t y = 1; y < height; y += 16) {
        const uint8_t *row = rgba + stride * y;
        uint32_t left, above, pixel;
        memcpy(&left, row, 4);
        for (uint32_t x = 1; x < width; x++) {
            memcpy(&pixel, row + (size_t)x * 4, 4);
            memcpy(&above, row - stride + (size_t)x * 4, 4);
            repeated += (pixel == left) | (pixel == above);
            left = pixel;
        }
        sampled += width - 1;
    }
    return repeated * 4 < sampled;
}

/* RGBA → RGB for one row: the alpha bytes of opaque pixels dropped. libpng's own filler stripping moves a byte
 * at a time (about 10 % of a fast encode); this moves 4 pixels per shuffle where the CPU has SSSE3. */
static void fb_pack_rgb_scalar(const uint8_t *rgba, uint8_t *rgb, uint32_t width, uint32_t from) {
    for (uint32_t x = from; x < width; x++) {
        rgb[3 * (size_t)x] = rgba[4 * (size_t)x];
        rgb[3 * (size_t)x + 1] = rgba[4 * (size_t)x + 1];
        rgb[3 * (size_t)x + 2] = rgba[4 * (size_t)x + 2];
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("ssse3"))) static void fb_pack_rgb_ssse3(const uint8_t *rgba, uint8_t *rgb, uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    uint32_t x = 0;
    /* Each store writes 16 bytes of which 12 are pixels; the last 4 are overwritten by the next store, so
     * stop while a whole pixel of room is left and finish byte by byte. */
    for (; x + 5 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(rgba + 4 * (size_t)x));
        _mm_storeu_si128((__m128i *)(rgb + 3 * (size_t)x), _mm_shuffle_epi8(pixels, order));
    }
    fb_pack_rgb_scalar(rgba, rgb, width, x);
}
void fb_png_pack_rgb(const uint8_t *rgba, uint8_t *rgb, uint32_t width) {
    if (fb_has_ssse3()) fb_pack_rgb_ssse3(rgba, rgb, width);
    else fb_pack_rgb_scalar(rgba, rgb, width, 0);
}
#else
void fb_png_pack_rgb(const uint8_t *rgba, uint8_t *rgb, uint32_t width) { fb_pack_rgb_scalar(rgba, rgb, width, 0); }
#endif

fb_png_status fb_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int write_alpha,
                                 fb_png_encode_options options, fb_png_output *output) {
    memset(output, 0, sizeof *output);
    if (width == 0 || height == 0) {
        output->status = FB_PNG_ERR_USAGE;
        snprintf(output->message, sizeof output->message,
                 "a PNG cannot be empty: the image is %ux%u", (unsigned)width, (unsigned)height);
        return output->status;
    }
    fb_encode_context context;
    memset(&context, 0, sizeof context);
    context.output = output;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, fb_encoder_error,
                                              fb_encoder_warning);
    if (png == NULL) {
        output->status = FB_PNG_ERR_NO_MEMORY;
        snprintf(output->message, sizeof output->message, "libpng could not create its writer");
        return output->status;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        output->status = FB_PNG_ERR_NO_MEMORY;
        snprintf(output->message, sizeof output->message, "libpng could not create its info struct");
        return output->status;
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(context.row);
        fb_idat_writer_free(&context.idat);
        free(output->data);
        output->data = NULL;
        output->size = 0;
        output->capacity = 0;
        return output->status;
    }

    png_set_write_fn(png, &context, fb_write_data, fb_flush_data);
    png_set_IHDR(png, info, width, height, 8, write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    int level = options.compression_level, strategy = options.strategy, memory_level = options.memory_level;
    int filters = options.filters;
    int choose_rows = options.row_filter_choice == FB_PNG_ROWS_FLAT_OR_UP;
    int own_stream = options.row_filter_choice == FB_PNG_ROWS_REPEATS_ONCE;
    if (options.photo_aware && fb_png_is_photo_like(rgba, width, height)) {
        output->photo_like = 1;
        level = options.photo_compression_level;
        strategy = options.photo_strategy;
        memory_level = options.photo_memory_level;
        filters = options.photo_filters;
        choose_rows = 0;
        own_stream = 0;
    }
    if (own_stream) {
        /* libpng writes the signature, IHDR, the IDAT chunks' framing and CRCs, and IEND; the shim filters the rows
         * and makes the zlib stream inside the IDAT chunks (fb_png_idat.c). */
        png_write_info(png, info);
        int status = fb_idat_write(&context.idat, png, rgba, width, height, write_alpha, level, memory_level, strategy,
                                   (uint32_t)options.minimum_run, (uint32_t)options.chain_limit, output->message,
                                   sizeof output->message);
        fb_idat_writer_free(&context.idat);
        if (status != FB_PNG_OK) {
            output->status = status;
            png_error(png, output->message);
        }
        png_destroy_write_struct(&png, &info);
        return FB_PNG_OK;
    }
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_compression_mem_level(png, memory_level);
    /* For the shim's own choice, start with both filters so that libpng keeps the previous row; the first
     * row uses libpng's choice, every later row the one picked below. */
    png_set_filter(png, PNG_FILTER_TYPE_BASE, choose_rows ? (PNG_FILTER_NONE | PNG_FILTER_UP) : filters);
    /* Bigger IDAT chunks: fewer chunk headers and CRC passes than the default 8 KiB. */
    png_set_compression_buffer_size(png, 1u << 17);
    png_write_info(png, info);

    size_t stride = (size_t)width * 4;
    if (!write_alpha) {
        /* Opaque: rows go to libpng as RGB, packed here (see fb_pack_rgb). */
        context.row = malloc((size_t)width * 3 + 16);
        if (context.row == NULL) {
            output->status = FB_PNG_ERR_NO_MEMORY;
            snprintf(output->message, sizeof output->message, "out of memory for a row of %u pixels",
                     (unsigned)width);
            png_error(png, "out of memory");
        }
    }
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + stride * y;
        if (choose_rows && y > 0) {
            png_set_filter(png, PNG_FILTER_TYPE_BASE, fb_choose_row_filter(row, row - stride, width));
        }
        if (context.row != NULL) {
            fb_png_pack_rgb(row, context.row, width);
            png_write_row(png, (png_const_bytep)context.row);
        } else {
            png_write_row(png, (png_const_bytep)row);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(context.row);
    return FB_PNG_OK;
}

void fb_png_output_free(fb_png_output *output) {
    free(output->data);
    output->data = NULL;
    output->size = 0;
    output->capacity = 0;
}

const char *fb_png_library_versions(void) {
    static char text[96];
    snprintf(text, sizeof text, "libpng %s, zlib %s", png_get_libpng_ver(NULL), zlibVersion());
    return text;
}
