/*
 * libpng used directly, as most programs use it, on real frames: the reference behind `flipbook-benchmarks
 * png` and the measurements that chose PNGCompression's presets. Reads the PNG files named one per line in
 * LIST, then encodes every frame with each SETTING given and prints thread CPU ms and bytes per frame (best of
 * REPEATS runs, default 3).
 *
 *   libpng-settings LIST SETTING...      SETTING = level,strategy,memlevel,filters,rows,pack
 *
 *   level     zlib level 0-9            strategy  0 default, 1 filtered, 2 Huffman only, 3 RLE
 *   memlevel  zlib memLevel 1-9         filters   libpng filter mask (8 None, 16 Sub, 32 Up, 64 Avg, 128 Paeth,
 *                                                 248 all: libpng chooses per row)
 *   rows      0 libpng's choice among `filters`; 1 flat-or-up (Up for a row equal to the one above or one where
 *             fewer than half the pixels equal their left neighbour, else None), as Flipbook's shim
 *   pack      0 RGBA rows with png_set_filler (libpng strips alpha a byte at a time, as Flipbook did before);
 *             1 rows packed to RGB with SSSE3 before libpng sees them, as Flipbook's shim does now
 *
 * Built and run by Benchmarks/Reference/libpng-settings (the script beside this file).
 */
#define _GNU_SOURCE
#include <png.h>
#include <zlib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <immintrin.h>

typedef struct { uint8_t *rgba; uint32_t width, height; } frame;
typedef struct { int level, strategy, memlevel, filters, rows, pack; const char *text; } setting;
typedef struct { uint8_t *data; size_t size, capacity; } buffer;

static double thread_cpu(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static frame load(const char *path) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) {
        fprintf(stderr, "%s: %s\n", path, image.message);
        exit(2);
    }
    image.format = PNG_FORMAT_RGBA;
    frame f = {malloc(PNG_IMAGE_SIZE(image)), image.width, image.height};
    if (!png_image_finish_read(&image, NULL, f.rgba, 0, NULL)) {
        fprintf(stderr, "%s: %s\n", path, image.message);
        exit(2);
    }
    return f;
}

static void write_bytes(png_structp png, png_bytep data, size_t length) {
    buffer *out = png_get_io_ptr(png);
    if (out->size + length > out->capacity) {
        out->capacity = (out->size + length) * 2;
        out->data = realloc(out->data, out->capacity);
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
}

static void flush_bytes(png_structp png) { (void)png; }

__attribute__((target("ssse3"))) static void pack_rgb(const uint8_t *rgba, uint8_t *rgb, uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 5 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(rgba + 4 * (size_t)x));
        _mm_storeu_si128((__m128i *)(rgb + 3 * (size_t)x), _mm_shuffle_epi8(pixels, order));
    }
    for (; x < width; x++) memcpy(rgb + 3 * (size_t)x, rgba + 4 * (size_t)x, 3);
}

static int flat_or_up(const uint8_t *row, const uint8_t *above, uint32_t width) {
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

__attribute__((noinline)) static size_t encode(const frame *f, const setting *s, buffer *out) {
    out->size = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_set_write_fn(png, out, write_bytes, flush_bytes);
    png_set_IHDR(png, info, f->width, f->height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, 0, 0);
    png_set_compression_level(png, s->level);
    png_set_compression_strategy(png, s->strategy);
    png_set_compression_mem_level(png, s->memlevel);
    png_set_filter(png, 0, s->rows ? (PNG_FILTER_NONE | PNG_FILTER_UP) : s->filters);
    png_set_compression_buffer_size(png, 1u << 17);
    png_write_info(png, info);
    if (!s->pack) png_set_filler(png, 0, PNG_FILLER_AFTER);
    size_t stride = (size_t)f->width * 4;
    uint8_t *rgb = s->pack ? malloc((size_t)f->width * 3 + 16) : NULL;
    for (uint32_t y = 0; y < f->height; y++) {
        const uint8_t *row = f->rgba + stride * y;
        if (s->rows && y > 0) png_set_filter(png, 0, flat_or_up(row, row - stride, f->width));
        if (rgb) {
            pack_rgb(row, rgb, f->width);
            png_write_row(png, rgb);
        } else {
            png_write_row(png, row);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rgb);
    return out->size;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: libpng-settings LIST SETTING...\n"); return 2; }
    FILE *list = fopen(argv[1], "r");
    if (!list) { perror(argv[1]); return 2; }
    frame frames[256];
    int count = 0;
    char line[4096];
    while (count < 256 && fgets(line, sizeof line, list)) {
        line[strcspn(line, "\n")] = 0;
        if (*line) frames[count++] = load(line);
    }
    fclose(list);
    if (count == 0) { fprintf(stderr, "%s names no frames\n", argv[1]); return 2; }
    int repeats = getenv("REPEATS") ? atoi(getenv("REPEATS")) : 3;
    printf("%s, zlib %s; %d frames; thread CPU, best of %d\n", PNG_LIBPNG_VER_STRING, zlibVersion(), count, repeats);
    printf("| setting (level,strategy,memlevel,filters,rows,pack) | CPU ms per frame | bytes per frame |\n");
    printf("| --- | ---: | ---: |\n");
    buffer out = {0};
    for (int a = 2; a < argc; a++) {
        setting s = {.text = argv[a]};
        int fields = sscanf(argv[a], "%d,%d,%d,%d,%d,%d", &s.level, &s.strategy, &s.memlevel, &s.filters, &s.rows,
                            &s.pack);
        if (fields != 6) {
            fprintf(stderr, "setting %s: expected six numbers\n", argv[a]);
            return 2;
        }
        double best = 1e9;
        size_t bytes = 0;
        for (int r = 0; r < repeats; r++) {
            double start = thread_cpu();
            bytes = 0;
            for (int j = 0; j < count; j++) bytes += encode(&frames[j], &s, &out);
            double seconds = thread_cpu() - start;
            if (seconds < best) best = seconds;
        }
        printf("| %s | %.2f | %zu |\n", s.text, best * 1000 / count, bytes / count);
        fflush(stdout);
    }
    return 0;
}
