#ifndef TESSERA_CPNG_SHIM_H
#define TESSERA_CPNG_SHIM_H

// libpng's simplified API for TesseraRender. The format constants are macro
// expressions Swift cannot import, so reading and writing 8-bit RGBA go
// through these two wrappers.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

/// Writes `width` × `height` RGBA pixels as a PNG to the open descriptor `fd`, which stays
/// open; `fast` trades a larger file for speed (libpng's PNG_IMAGE_FLAG_FAST). Returns 1 on
/// success; on failure 0, with the reason in `message`.
static inline int cpng_write_rgba_fd(int fd, const unsigned char *pixels, unsigned width, unsigned height, int fast,
                                     char *message, size_t message_size) {
    int copy = dup(fd);
    FILE *file = copy >= 0 ? fdopen(copy, "wb") : NULL;
    if (!file) {
        if (copy >= 0) close(copy);
        if (message && message_size) snprintf(message, message_size, "cannot write: %s", strerror(errno));
        return 0;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    if (fast) image.flags |= PNG_IMAGE_FLAG_FAST;
    errno = 0;
    int ok = png_image_write_to_stdio(&image, file, 0, pixels, (png_int_32)(width * 4), NULL);
    int write_errno = errno;
    if (!ok && message && message_size) {
        // libpng says only "Write Error" when the stream fails: the system's reason is in errno.
        if (strcmp(image.message, "Write Error") == 0 && write_errno != 0) {
            snprintf(message, message_size, "cannot write: %s", strerror(write_errno));
        } else {
            snprintf(message, message_size, "%s", image.message);
        }
    }
    png_image_free(&image);
    if (fflush(file) != 0 || ferror(file)) {
        if (ok && message && message_size) snprintf(message, message_size, "cannot write: %s", strerror(errno));
        ok = 0;
    }
    if (fclose(file) != 0 && ok) {
        if (message && message_size) snprintf(message, message_size, "cannot write: %s", strerror(errno));
        ok = 0;
    }
    return ok;
}

/// Reads the width and height from a PNG's header, decoding no pixels. Returns 1
/// on success; on failure 0, with libpng's reason in `message`.
static inline int cpng_read_size(const char *path, unsigned *width, unsigned *height,
                                 char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) {
        if (message && message_size) snprintf(message, message_size, "%s", image.message);
        return 0;
    }
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 1;
}

/// Reads a PNG as 8-bit RGBA. Returns a buffer the caller frees with free(),
/// or NULL with libpng's reason in `message`. A PNG whose header declares more
/// than `max_pixels` pixels (0: no limit) is refused before any pixel is
/// decoded or allocated: NULL, with its size in `width` and `height` and an
/// empty `message`.
static inline unsigned char *cpng_read_rgba(const char *path, unsigned long long max_pixels,
                                            unsigned *width, unsigned *height,
                                            char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (message && message_size) message[0] = 0;
    if (!png_image_begin_read_from_file(&image, path)) {
        if (message && message_size) snprintf(message, message_size, "%s", image.message);
        return NULL;
    }
    if (max_pixels && (unsigned long long)image.width * image.height > max_pixels) {
        *width = image.width;
        *height = image.height;
        png_image_free(&image);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    unsigned char *buffer = (unsigned char *)malloc(size ? size : 1);
    if (!buffer) {
        png_image_free(&image);
        if (message && message_size) snprintf(message, message_size, "out of memory");
        return NULL;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        if (message && message_size) snprintf(message, message_size, "%s", image.message);
        free(buffer);
        png_image_free(&image);
        return NULL;
    }
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return buffer;
}

/// Encodes `width` × `height` pixels of `channels` bytes each (3: RGB, 4: RGBA), rows
/// `row_components` components apart, as a whole PNG in memory. Returns a buffer the caller frees
/// with free(), its length in `size`; or NULL with libpng's reason in `message`. `fast` as above.
static inline unsigned char *cpng_encode(const unsigned char *pixels, unsigned width, unsigned height, int channels,
                                         unsigned row_components, int fast, size_t *size,
                                         char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = channels == 4 ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
    if (fast) image.flags |= PNG_IMAGE_FLAG_FAST;
    png_alloc_size_t capacity = PNG_IMAGE_PNG_SIZE_MAX(image);
    unsigned char *buffer = (unsigned char *)malloc(capacity ? capacity : 1);
    if (!buffer) {
        if (message && message_size) snprintf(message, message_size, "out of memory");
        return NULL;
    }
    png_alloc_size_t written = capacity;
    if (!png_image_write_to_memory(&image, buffer, &written, 0, pixels, (png_int_32)row_components, NULL)) {
        if (message && message_size) snprintf(message, message_size, "%s", image.message);
        png_image_free(&image);
        free(buffer);
        return NULL;
    }
    png_image_free(&image);
    *size = (size_t)written;
    return buffer;
}

/// libpng alone, for the `frames.png` benchmark's baseline: writes RGBA pixels to `path` with
/// PNG_IMAGE_FLAG_FAST through the simplified API's own file writer. Returns 1 on success.
static inline int cpng_write_rgba_file_fast(const char *path, const unsigned char *pixels, unsigned width, unsigned height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    image.flags |= PNG_IMAGE_FLAG_FAST;
    int ok = png_image_write_to_file(&image, path, 0, pixels, (png_int_32)(width * 4), NULL);
    png_image_free(&image);
    return ok;
}

#endif
