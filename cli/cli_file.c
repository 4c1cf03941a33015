#define _POSIX_C_SOURCE 200809L
#include "cli_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

uint8_t *cli_read_file(const char *who, const char *path, size_t *len) {
    int from_stdin = path == NULL || strcmp(path, "-") == 0;
    const char *name = from_stdin ? "standard input" : path;
    FILE *f = from_stdin ? stdin : fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: %s: cannot open: %s\n", who, name, strerror(errno));
        return NULL;
    }
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0;
    int failed = 0;
    for (;;) {
        if (n + 1 >= cap) {
            size_t ncap = cap ? 2 * cap : 4096;
            uint8_t *nb = ncap <= CLI_MAX_FILE_BYTES + 1 ? realloc(buf, ncap) : NULL;
            if (nb == NULL) {
                fprintf(stderr, "%s: %s: larger than %zu bytes\n", who, name, CLI_MAX_FILE_BYTES);
                failed = 1;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    if (!failed && ferror(f)) {
        fprintf(stderr, "%s: %s: read error: %s\n", who, name, strerror(errno));
        failed = 1;
    }
    if (!from_stdin) fclose(f);
    if (failed) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* The folder of path ("." when it has none), in a fresh buffer. */
static char *folder_of(const char *path) {
    const char *slash = strrchr(path, '/');
    size_t n = slash == NULL ? 1 : slash == path ? 1 : (size_t)(slash - path);
    char *dir = malloc(n + 1);
    if (dir == NULL) return NULL;
    memcpy(dir, slash == NULL ? "." : path, n);
    dir[n] = '\0';
    return dir;
}

int cli_check_output(const char *who, const char *path, unsigned flags) {
    struct stat sb;
    if (path[0] == '\0' || path[strlen(path) - 1] == '/') {
        fprintf(stderr, "%s: '%s': not a file name\n", who, path);
        return -1;
    }
    if ((flags & CLI_WRITE_SECRET) && !(flags & CLI_WRITE_FORCE) && lstat(path, &sb) == 0) {
        fprintf(stderr, "%s: %s: exists and holds a secret; not replaced (use --force)\n", who,
                path);
        return -1;
    }
    char *dir = folder_of(path);
    int ok = dir != NULL && access(dir, W_OK | X_OK) == 0;
    if (!ok)
        fprintf(stderr, "%s: %s: folder %s is not writable: %s\n", who, path, dir ? dir : "?",
                dir ? strerror(errno) : "out of memory");
    free(dir);
    return ok ? 0 : -1;
}

static int write_all(int fd, const uint8_t *p, size_t len) {
    while (len > 0) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return -1;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

int cli_write_atomic(const char *who, const char *path, const void *data, size_t len,
                     unsigned flags) {
    if (cli_check_output(who, path, flags) != 0) return -1;
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (tmp == NULL) {
        fprintf(stderr, "%s: %s: out of memory\n", who, path);
        return -1;
    }
    /* dir/.name.XXXXXX: hidden, in the same folder (so the rename is atomic) */
    const char *slash = strrchr(path, '/');
    int dlen = slash == NULL ? 0 : (int)(slash - path) + 1;
    snprintf(tmp, plen + 16, "%.*s.%s.XXXXXX", dlen, path, path + dlen);
    const char *step = NULL;
    int err = 0, fd = mkstemp(tmp); /* mode 0600 */
    if (fd < 0) step = "cannot create a temporary file", err = errno;
    if (step == NULL && !(flags & CLI_WRITE_SECRET)) {
        mode_t mask = umask(0);
        umask(mask);
        if (fchmod(fd, 0666 & ~mask) != 0) step = "cannot set the mode", err = errno;
    }
    if (step == NULL && write_all(fd, data, len) != 0) step = "write failed", err = errno;
    if (step == NULL && fsync(fd) != 0) step = "cannot flush to disk", err = errno;
    if (fd >= 0 && close(fd) != 0 && step == NULL) step = "write failed", err = errno;
    if (step == NULL && (flags & CLI_WRITE_SECRET) && !(flags & CLI_WRITE_FORCE)) {
        /* link fails when path exists: an existing secret is never replaced */
        if (link(tmp, path) != 0)
            step = errno == EEXIST ? "exists and holds a secret; not replaced (use --force)"
                                   : "cannot link the temporary file to it",
            err = errno == EEXIST ? 0 : errno;
    } else if (step == NULL) {
        if (rename(tmp, path) == 0)
            tmp[0] = '\0'; /* nothing left to remove */
        else
            step = "cannot rename the temporary file onto it", err = errno;
    }
    if (fd >= 0 && tmp[0] != '\0') unlink(tmp);
    free(tmp);
    if (step == NULL) return 0;
    fprintf(stderr, "%s: %s: %s%s%s\n", who, path, step, err ? ": " : "", err ? strerror(err) : "");
    return -1;
}
