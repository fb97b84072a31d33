#ifndef FLIPBOOK_FB_PNG_H
#define FLIPBOOK_FB_PNG_H

/*
 * A small C layer over libpng that owns every setjmp: libpng reports errors with longjmp, and a longjmp
 * must never cross a Swift frame. Each function below sets its own jump target before it calls libpng and
 * turns an error into a status code and a message, so callers only ever see ordinary returns.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Outcome of a reader or encoder call.
typedef enum fb_png_status {
    FB_PNG_OK = 0,
    /// The file could not be opened or read; `fb_png_reader_errno` tells why.
    FB_PNG_ERR_IO = 1,
    /// libpng rejected the data; the message is libpng's own text (or "unexpected end of file").
    FB_PNG_ERR_FORMAT = 2,
    /// The header declares more pixels than the caller's budget.
    FB_PNG_ERR_TOO_LARGE = 3,
    /// An allocation failed or would have passed the decoder's memory cap.
    FB_PNG_ERR_NO_MEMORY = 4,
    /// The caller used the API out of order or passed a buffer of the wrong size.
    FB_PNG_ERR_USAGE = 5,
} fb_png_status;

/// The IHDR facts as stored in the file.
typedef struct fb_png_header {
    uint32_t width;
    uint32_t height;
    uint8_t bit_depth;
    uint8_t color_type;
    uint8_t interlace_method;
} fb_png_header;

/// Limits the reader enforces.
typedef struct fb_png_limits {
    /// Largest width × height accepted; checked right after IHDR, before any pixel memory exists.
    uint64_t max_pixels;
    /// Cap on the bytes libpng itself may hold at once (structs, row buffers, palette, zlib state).
    size_t max_library_bytes;
} fb_png_limits;

typedef struct fb_png_reader fb_png_reader;

/// Opens a file for reading. Returns NULL only when memory for the reader itself is unavailable; otherwise
/// check `fb_png_reader_status` (an unopenable file gives FB_PNG_ERR_IO).
fb_png_reader *fb_png_reader_open_file(const char *path, fb_png_limits limits);

/// Reads from an open file descriptor, which the reader owns from then on (closed by `fb_png_reader_close`,
/// or at once when the reader cannot be made).
fb_png_reader *fb_png_reader_open_descriptor(int descriptor, fb_png_limits limits);

/// Reads from memory that stays valid until `fb_png_reader_close`.
fb_png_reader *fb_png_reader_open_memory(const void *data, size_t size, fb_png_limits limits);

/// Reads the signature and every chunk up to the image data, checks the pixel budget and sets up the
/// transforms to 8-bit straight RGBA. On success fills `header`.
fb_png_status fb_png_reader_read_header(fb_png_reader *reader, fb_png_header *header);

/// Decodes the pixels into `rgba` (exactly width · height · 4 bytes, rows top to bottom), then reads the
/// rest of the file to its IEND chunk. Call after `fb_png_reader_read_header` succeeded.
fb_png_status fb_png_reader_read_rgba(fb_png_reader *reader, uint8_t *rgba, size_t rgba_size);

/// 1 when every decoded pixel is opaque because the file has no alpha channel and no tRNS chunk (valid once
/// the header is read).
int fb_png_reader_pixels_opaque(const fb_png_reader *reader);

/// Skips zlib's Adler-32 check of the decompressed data (call before reading the header). Every chunk's CRC is
/// still checked, and it covers every compressed byte, so damaged bytes are still an error; what is no longer
/// refused is a file written with a wrong Adler-32 over intact chunks. Saves about a tenth of decoding.
void fb_png_reader_skip_zlib_checksum(fb_png_reader *reader);

fb_png_status fb_png_reader_status(const fb_png_reader *reader);
/// The reason for the last failure ("" when none). Valid until the reader is closed.
const char *fb_png_reader_message(const fb_png_reader *reader);
/// errno of a failed open or read (0 when none).
int fb_png_reader_errno(const fb_png_reader *reader);
/// The most bytes libpng held at once while this reader ran.
size_t fb_png_reader_peak_library_bytes(const fb_png_reader *reader);

void fb_png_reader_close(fb_png_reader *reader);

/// How the encoder compresses.
typedef struct fb_png_encode_options {
    /// zlib level 0…9.
    int compression_level;
    /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 RLE.
    int strategy;
    /// libpng filter mask (PNG_FILTER_NONE | PNG_FILTER_SUB | …); several bits make libpng choose per row.
    /// Ignored when `row_filter_choice` is FB_PNG_ROWS_FLAT_OR_UP.
    int filters;
    /// Who picks each row's filter.
    int row_filter_choice;
    /// zlib memLevel 1…9: the size of deflate's hash table (2^(memLevel + 7) entries) and of its blocks
    /// (2^(memLevel + 6) symbols). Smaller tables cost less to slide every 32 KiB of input, which on UI frames
    /// outweighs the extra hash collisions.
    int memory_level;
    /// Non-zero: look at the frame first (`fb_png_is_photo_like`) and encode a photo-like one with the
    /// `photo_` settings below (libpng choosing each row's filter among `photo_filters`).
    int photo_aware;
    int photo_compression_level;
    int photo_strategy;
    int photo_filters;
    int photo_memory_level;
    /* FB_PNG_ROWS_REPEATS_ONCE: the fewest rows equal to the row above that are written as one deflate block of
     * the shim's own instead of passing through zlib (0: every row passes through zlib). */
    int minimum_run;
    /* FB_PNG_ROWS_REPEATS_ONCE: the most candidates zlib's match search looks at for each string (deflateTune's
     * max_chain, the level's other parameters kept; 0: the level's own, 4096 at level 9). */
    int chain_limit;
} fb_png_encode_options;

/// libpng picks among `filters` per row (its minimum-sum-of-absolute-differences heuristic).
#define FB_PNG_ROWS_LIBPNG 0
/// The shim picks per row, cheaply: Up for a row equal to the one above it or one where fewer than half
/// the pixels equal their left neighbour (gradients, photos); None for mostly flat rows, where deflate's
/// matches against the row above do better than filtered bytes.
#define FB_PNG_ROWS_FLAT_OR_UP 1
/// The shim filters and compresses itself: Up for a row equal to the one above (all zeros), None for every other
/// row; zlib's raw deflate (the options' level, memory level and strategy) with the shim's own zlib header and
/// Adler-32, and runs of at least `minimum_run` equal rows written as deflate blocks of the shim's own. libpng
/// still writes the signature, IHDR, every chunk's framing and CRC, and IEND.
#define FB_PNG_ROWS_REPEATS_ONCE 2

/// An encoded PNG in memory, or the reason it could not be made.
typedef struct fb_png_output {
    uint8_t *data;
    size_t size;
    size_t capacity;
    fb_png_status status;
    /// 1 when the `photo_` settings were used.
    int photo_like;
    char message[256];
} fb_png_output;

/// Encodes 8-bit straight RGBA (width · height · 4 bytes, rows top to bottom). With `write_alpha` 0 the
/// alpha bytes are dropped and the file is colour type 2 (RGB); otherwise colour type 6 (RGBA). Writes no
/// time, text or other ancillary chunks, so the same pixels and options give the same bytes.
/// Release `output` with `fb_png_output_free` whatever the status.
fb_png_status fb_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int write_alpha,
                                 fb_png_encode_options options, fb_png_output *output);

void fb_png_output_free(fb_png_output *output);

/// Encodes opaque 8-bit RGBA pixels (width · height · 4 bytes; alpha is not read) as an 8-bit RGB PNG, fast: rows
/// unfiltered, one deflate block with the fixed codes whose only matches are a row's bytes equal to the row above
/// and runs of one colour. For files looked at and thrown away (a failing check's frames): about ten times faster
/// than zlib level 1 on UI frames, for about twice the size; a photo-like image is stored at about 9/8 of its raw
/// size. Deterministic. FB_PNG_ERR_USAGE for an image over about 600 megapixels (use fb_png_encode_rgba). Release
/// `output` with `fb_png_output_free` whatever the status.
fb_png_status fb_png_encode_rgb_quick(const uint8_t *rgba, uint32_t width, uint32_t height, fb_png_output *output);

/// 1 when fewer than a quarter of the sampled pixels (every 16th row) equal their left or upper neighbour
/// (8-bit RGBA rows, alpha included): a photo, noise or a smooth gradient, on which deflate's matches rarely
/// pay. UI frames, mostly flat colour, score far above that. Costs about 1 % of encoding the frame.
int fb_png_is_photo_like(const uint8_t *rgba, uint32_t width, uint32_t height);

/// What a quick look at a PNG file's bytes says about whether it holds given pixels.
typedef enum fb_png_match {
    /// The file is valid as far as it was read (every chunk's CRC and the zlib stream's Adler-32 checked) and
    /// decodes to exactly the given pixels.
    FB_PNG_MATCH_SAME = 0,
    /// The file's pixels differ from the given ones (decode it to say how).
    FB_PNG_MATCH_DIFFERENT = 1,
    /// Not decided: the file is not of the one simple form the quick look reads (8-bit RGB, not interlaced,
    /// IHDR then IDAT chunks then IEND, rows filtered None or Up), or it is damaged. Decode it with the reader.
    FB_PNG_MATCH_UNDECIDED = 2,
} fb_png_match;

/// Whether the PNG file `png` (`size` bytes in memory) holds exactly the 8-bit RGBA pixels `rgba` (width ·
/// height · 4 bytes, rows top to bottom, every alpha 255 to match an RGB file), without libpng: libdeflate
/// inflates the whole image data at once, and each row is unfiltered and compared in turn. For the files the
/// encoder writes of opaque frames it answers SAME or DIFFERENT, about ten times faster than decoding them;
/// whatever it does not read exactly as libpng would is UNDECIDED.
fb_png_match fb_png_match_rgba(const uint8_t *png, size_t size, const uint8_t *rgba, uint32_t width,
                               uint32_t height);

/// As fb_png_match_rgba, and when the answer is DIFFERENT, `decoded` (width · height · 4 bytes) holds the file's
/// pixels as 8-bit RGBA, alpha 255 — what the reader would give — so a frame that differs is not decoded a second
/// time. The rows are read on past the first difference, so a row filter the quick look does not read (or a row
/// it cannot read) later in the file makes the answer UNDECIDED. `decoded` is left unspecified on any other
/// answer.
fb_png_match fb_png_match_or_decode_rgba(const uint8_t *png, size_t size, const uint8_t *rgba, uint32_t width,
                                         uint32_t height, uint8_t *decoded);

/// The libpng and zlib versions in use, e.g. "libpng 1.6.39, zlib 1.2.13".
const char *fb_png_library_versions(void);

#ifdef __cplusplus
}
#endif

#endif
