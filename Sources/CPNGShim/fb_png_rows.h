#ifndef FLIPBOOK_FB_PNG_ROWS_H
#define FLIPBOOK_FB_PNG_ROWS_H

/* Row conversions the shim's reader, encoder and quick pixel match share (not part of the module's interface). */

#include <stdint.h>

/* RGB → RGBA for one row of `width` pixels, alpha 255. `rgb` must have 16 readable bytes past the row's end
 * (4 pixels are widened per SSSE3 shuffle where the CPU has it). */
void fb_png_widen_rgb(const uint8_t *rgb, uint8_t *rgba, uint32_t width);

/* Whether the RGB row of `width` pixels at `rgb`, widened to RGBA with alpha 255, is the RGBA row at `rgba`: the
 * widening and the compare in one pass, nothing stored. `rgb` must have 16 readable bytes past the row's end. */
int fb_png_rgb_equals_rgba(const uint8_t *rgb, const uint8_t *rgba, uint32_t width);

/* RGBA → RGB for one row of `width` pixels, the alpha bytes dropped. `rgb` must have 16 writable bytes past the
 * row's end. */
void fb_png_pack_rgb(const uint8_t *rgba, uint8_t *rgb, uint32_t width);

#endif
