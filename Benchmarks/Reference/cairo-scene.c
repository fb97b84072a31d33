/*
 * The rasterizer benchmark's base scene (Benchmarks/Scenes/raster-scene.json, issue 3) painted with cairo's
 * image backend (pixman), one thread, so that Flipbook's time can be set against cairo's on the same machine
 * in the same minutes. Prints the median and best thread CPU time per frame in milliseconds.
 *
 * The scene, in pixels (1179 × 2556): an opaque #F2F2F7 background; a full-screen white view translated by
 * x = 412.37 at alpha 0.83; a full-screen black view at alpha 0.1; a group clipped to (36, 420, 1107 × 1800)
 * at alpha 0.7 holding 40 #34C759 cards 530.5 × 84 with corner radius 24 at alpha 0.9 in two columns
 * (x 48.5 and 600.25; y from 400.25, every 100 px); a 600 × 360 red rectangle rotated 7° about (589.5, 1950).
 * The cards do not overlap, so, as Flipbook does, the group's alpha is folded into each card (0.7 × 0.9)
 * instead of painting an offscreen group: the fastest faithful way to draw it with cairo.
 *
 * Build and run: Benchmarks/Reference/cairo-benchmark [REPEATS] [OUT.png]
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double thread_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void rounded_rectangle(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void paint_scene(cairo_surface_t *surface) {
    const double width = 1179, height = 2556;
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0);
    cairo_paint(cr);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.83);
    cairo_rectangle(cr, 412.37, 0, width, height);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.1);
    cairo_rectangle(cr, 0, 0, width, height);
    cairo_fill(cr);
    cairo_save(cr);
    cairo_rectangle(cr, 36, 420, 1107, 1800);
    cairo_clip(cr);
    cairo_set_source_rgba(cr, 0x34 / 255.0, 0xC7 / 255.0, 0x59 / 255.0, 0.7 * 0.9);
    for (int i = 0; i < 40; i++) {
        double x = i % 2 == 0 ? 48.5 : 600.25, y = 400.25 + 100 * (i / 2);
        rounded_rectangle(cr, x, y, 530.5, 84, 24);
    }
    cairo_fill(cr);
    cairo_restore(cr);
    cairo_save(cr);
    cairo_translate(cr, 589.5, 1950);
    cairo_rotate(cr, 7 * M_PI / 180);
    cairo_set_source_rgb(cr, 1, 0, 0);
    cairo_rectangle(cr, -300, -180, 600, 360);
    cairo_fill(cr);
    cairo_restore(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int repeats = argc > 1 ? atoi(argv[1]) : 60;
    if (repeats < 1 || repeats > 100000) {
        fprintf(stderr, "cairo-scene: repeats must be 1…100000, got %s\n", argv[1]);
        return 2;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1179, 2556);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-scene: cannot create the surface\n");
        return 1;
    }
    paint_scene(surface);  // warm-up
    double *times = malloc(sizeof(double) * repeats);
    for (int i = 0; i < repeats; i++) {
        double start = thread_ms();
        paint_scene(surface);
        times[i] = thread_ms() - start;
    }
    qsort(times, repeats, sizeof(double), compare);
    printf("cairo %s (pixman image backend), 1179x2556, 1 thread, %d frames: median %.2f ms, best %.2f ms CPU per frame\n",
           cairo_version_string(), repeats, times[repeats / 2], times[0]);
    if (argc > 2 && cairo_surface_write_to_png(surface, argv[2]) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-scene: cannot write %s\n", argv[2]);
        return 1;
    }
    free(times);
    cairo_surface_destroy(surface);
    return 0;
}
