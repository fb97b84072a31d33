/*
 * The `paths` benchmark's frame painted with cairo's image backend (pixman), one thread, so that Flipbook's
 * time can be set against cairo's on the same machine in the same minutes. Reads the scene that
 * `flipbook-benchmarks paths` writes (one path per line), paints it REPEATS times at the given flattening
 * tolerance and prints the median and best thread CPU time per frame in milliseconds.
 *
 * Scene format, in points (cairo scales by the frame's scale):
 *   frame WIDTH_PX HEIGHT_PX SCALE
 *   fill R G B A EVENODD PATH…              (components 0…1; EVENODD 0 or 1)
 *   stroke R G B A WIDTH CAP JOIN MITER DASHES D1 … PHASE PATH…   (CAP/JOIN as cairo's enums)
 * PATH: M x y | L x y | Q cx cy x y | C c1x c1y c2x c2y x y | Z
 *
 * Usage: cairo-paths SCENE REPEATS TOLERANCE [OUT.png]   (built and run by Benchmarks/Reference/cairo-paths)
 */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double thread_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Traces the path tokens after `*cursor` (up to the end of the line). */
static void trace(cairo_t *cr, char *cursor) {
    char *token;
    while ((token = strtok_r(cursor, " \n", &cursor)) != NULL) {
        double v[6];
        int n = token[0] == 'M' || token[0] == 'L' ? 2 : token[0] == 'Q' ? 4 : token[0] == 'C' ? 6 : 0;
        for (int i = 0; i < n; i++) v[i] = strtod(strtok_r(cursor, " \n", &cursor), NULL);
        switch (token[0]) {
        case 'M': cairo_move_to(cr, v[0], v[1]); break;
        case 'L': cairo_line_to(cr, v[0], v[1]); break;
        case 'Q': {
            double x0, y0;
            cairo_get_current_point(cr, &x0, &y0);
            cairo_curve_to(cr, x0 + 2.0 / 3 * (v[0] - x0), y0 + 2.0 / 3 * (v[1] - y0),
                           v[2] + 2.0 / 3 * (v[0] - v[2]), v[3] + 2.0 / 3 * (v[1] - v[3]), v[2], v[3]);
            break;
        }
        case 'C': cairo_curve_to(cr, v[0], v[1], v[2], v[3], v[4], v[5]); break;
        case 'Z': cairo_close_path(cr); break;
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: cairo-paths SCENE REPEATS TOLERANCE [OUT.png]\n"); return 2; }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 2; }
    int repeats = atoi(argv[2]);
    double tolerance = strtod(argv[3], NULL);
    char *lines[256];
    int count = 0;
    size_t cap = 0;
    char *line = NULL;
    int width = 0, height = 0;
    double scale = 1;
    while (getline(&line, &cap, f) > 0 && count < 256) {
        if (strncmp(line, "frame", 5) == 0) { sscanf(line, "frame %d %d %lf", &width, &height, &scale); continue; }
        lines[count++] = strdup(line);
    }
    fclose(f);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    double *times = malloc(sizeof(double) * repeats);
    for (int r = 0; r < repeats; r++) {
        double start = thread_ms();
        cairo_t *cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_scale(cr, scale, scale);
        cairo_set_tolerance(cr, tolerance / scale);  /* in user units: TOLERANCE pixels */
        for (int i = 0; i < count; i++) {
            char *copy = strdup(lines[i]), *cursor = copy;
            char *kind = strtok_r(cursor, " \n", &cursor);
            double rgba[4];
            for (int k = 0; k < 4; k++) rgba[k] = strtod(strtok_r(cursor, " \n", &cursor), NULL);
            cairo_set_source_rgba(cr, rgba[0], rgba[1], rgba[2], rgba[3]);
            if (strcmp(kind, "fill") == 0) {
                int evenOdd = atoi(strtok_r(cursor, " \n", &cursor));
                trace(cr, cursor);
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
                cairo_fill(cr);
            } else {
                double lineWidth = strtod(strtok_r(cursor, " \n", &cursor), NULL);
                int lineCap = atoi(strtok_r(cursor, " \n", &cursor));
                int lineJoin = atoi(strtok_r(cursor, " \n", &cursor));
                double miter = strtod(strtok_r(cursor, " \n", &cursor), NULL);
                int dashes = atoi(strtok_r(cursor, " \n", &cursor));
                double dash[16];
                for (int k = 0; k < dashes && k < 16; k++) dash[k] = strtod(strtok_r(cursor, " \n", &cursor), NULL);
                double phase = strtod(strtok_r(cursor, " \n", &cursor), NULL);
                trace(cr, cursor);
                cairo_set_line_width(cr, lineWidth);
                cairo_set_line_cap(cr, (cairo_line_cap_t)lineCap);
                cairo_set_line_join(cr, (cairo_line_join_t)lineJoin);
                cairo_set_miter_limit(cr, miter);
                cairo_set_dash(cr, dash, dashes < 16 ? dashes : 16, phase);
                cairo_stroke(cr);
            }
            free(copy);
        }
        cairo_destroy(cr);
        cairo_surface_flush(surface);
        times[r] = thread_ms() - start;
    }
    if (argc > 4) cairo_surface_write_to_png(surface, argv[4]);
    qsort(times, repeats, sizeof(double), compare);
    printf("%.3f %.3f\n", times[repeats / 2], times[0]);
    return 0;
}
