#ifndef FLIPBOOK_FB_PNG_IDAT_H
#define FLIPBOOK_FB_PNG_IDAT_H

/* The image data the shim compresses itself (FB_PNG_ROWS_REPEATS_ONCE): not part of the module's interface. */

#include <png.h>
#include <zlib.h>

#include <stddef.h>
#include <stdint.h>

/* Everything the writer allocates, so that the encoder can free it whatever way it leaves (libpng may longjmp out
 * of fb_idat_write from its write callback). Zero it before the first use. */
typedef struct fb_idat_writer {
    z_stream zlib;
    int zlib_ready;
    /* One filtered row: the filter byte, then the row (16 bytes of room past its end for the SSSE3 packing). */
    uint8_t *row;
    /* The zlib stream being built. */
    uint8_t *stream;
    size_t size;
    size_t capacity;
} fb_idat_writer;

/* Filters the rows (Up for a row equal to the one above, which is then all zeros; None for every other row),
 * compresses them with zlib's raw deflate (level, memory level and strategy as given, 32 KiB window) inside a zlib
 * stream whose header and Adler-32 the writer makes itself, and writes the stream as IDAT chunks with
 * png_write_chunk, after png_write_info and before IEND. A run of at least `minimum_run` rows equal to the row above
 * (0: never) is not passed through zlib: the writer ends zlib's block (Z_BLOCK) and writes the run right after its
 * last bit as one deflate block of its own (a dynamic Huffman block of zero runs, its codes fitted to the row
 * length), then restarts zlib without history right after the block's last bit (deflatePrime). `chain_limit` caps
 * zlib's match search (deflateTune's max_chain; 0: the level's own). Returns FB_PNG_OK, or a status with `message`
 * filled (out of memory, or zlib refusing its settings). */
int fb_idat_write(fb_idat_writer *writer, png_structp png, const uint8_t *rgba, uint32_t width, uint32_t height,
                  int write_alpha, int level, int memory_level, int strategy, uint32_t minimum_run,
                  uint32_t chain_limit, char *message, size_t message_size);

/* Frees what the writer holds; it may be used again afterwards. */
void fb_idat_writer_free(fb_idat_writer *writer);

#endif
