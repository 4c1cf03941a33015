#define _XOPEN_SOURCE 700 /* realpath */
#include "cli_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_secret.h"
#include "cli_text.h"

int cli_is_stdout(const char *path) {
    return path != NULL && strcmp(path, "-") == 0;
}

/* Reads from fd into *buf (capacity *cap, one byte kept for the terminator) until end of file
 * or until the limit stops it; 0, or -1 after a message. */
static int read_bounded(const char *who, const char *name, int fd, const struct cli_limit *limit,
                        uint8_t **buf, size_t *cap, size_t *n) {
    size_t bound = limit->max; /* the most bytes a valid file can still have */
    size_t next_check = 0;     /* limit->length runs at doubling sizes: a batch walks its entries */
    for (;;) {
        if (*n == *cap) {
            /* read at most bound + 1 bytes: the extra byte shows the file is larger */
            size_t want = *cap < (bound + 1) / 2 ? 2 * *cap : bound + 1;
            uint8_t *grown = realloc(*buf, want + 1);
            if (grown == NULL) {
                fprintf(stderr, "%s: %s: out of memory after %zu bytes\n", who, name, *n);
                return -1;
            }
            *buf = grown;
            *cap = want;
        }
        ssize_t got = read(fd, *buf + *n, *cap - *n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            fprintf(stderr, "%s: %s: read error: %s\n", who, name, strerror(errno));
            return -1;
        }
        if (got == 0) return 0;
        *n += (size_t)got;
        if (*n > limit->max) {
            fprintf(stderr, "%s: %s: larger than %zu bytes (%s is at most %zu bytes)\n", who, name,
                    limit->max, limit->what, limit->max);
            return -1;
        }
        if (limit->length == NULL || (*n < next_check && *n <= bound)) continue;
        next_check = 2 * *n;
        size_t announced = limit->length(*buf, *n, limit->ctx);
        if (announced == CLI_LENGTH_BAD) return 0; /* the decoder names the fault */
        if (*n > announced) {
            fprintf(stderr, "%s: %s: larger than %zu bytes, the length its first bytes announce\n",
                    who, name, announced);
            return -1;
        }
        bound = announced < limit->max ? announced : limit->max;
    }
}

uint8_t *cli_read_file(const char *who, const char *path, const struct cli_limit *limit,
                       size_t *len) {
    int from_stdin = path == NULL || strcmp(path, "-") == 0;
    const char *name = from_stdin ? "standard input" : cli_text(path);
    int fd = from_stdin ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        fprintf(stderr, "%s: %s: cannot open: %s\n", who, name, strerror(errno));
        return NULL;
    }
    struct stat sb;
    int failed = 0;
    size_t cap = 4096, n = 0;
    int known = fstat(fd, &sb) == 0;
    if (known && S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "%s: %s: is a directory, not a file\n", who, name);
        failed = 1;
    } else if (known && S_ISREG(sb.st_mode)) {
        /* a regular file says its size: refused unread when too large, else read in one go */
        if ((uint64_t)sb.st_size > limit->max) {
            fprintf(stderr, "%s: %s: larger than %zu bytes (%s is at most %zu bytes)\n", who, name,
                    limit->max, limit->what, limit->max);
            failed = 1;
        }
        cap = (size_t)sb.st_size + 1;
    }
    if (cap > limit->max + 1) cap = limit->max + 1;
    uint8_t *buf = failed ? NULL : malloc(cap + 1);
    if (!failed && buf == NULL) fprintf(stderr, "%s: %s: out of memory\n", who, name);
    if (buf == NULL || read_bounded(who, name, fd, limit, &buf, &cap, &n) != 0) failed = 1;
    if (!from_stdin) close(fd);
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

/* The last component of path (after its last '/'). */
static const char *base_of(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash == NULL ? path : slash + 1;
}

/* path with every link and "." / ".." resolved, also when it does not exist yet: a dangling
 * link is followed to its target, and a missing name is appended to its resolved folder. NULL
 * when the folder cannot be resolved either (nothing can be written there) or out of memory. */
static char *resolve_path(const char *path) {
    char cur[PATH_MAX], next[PATH_MAX];
    if (snprintf(cur, sizeof cur, "%s", path) >= (int)sizeof cur) return NULL;
    for (int hops = 0; hops < 40; hops++) { /* 40: the kernel's own limit on links */
        char *r = realpath(cur, NULL);
        if (r != NULL) return r;
        ssize_t k = readlink(cur, next, sizeof next - 1);
        if (k < 0) break; /* not a link: a missing name */
        next[k] = '\0';
        if (next[0] != '/') {
            char *dir = folder_of(cur), target[PATH_MAX];
            if (dir == NULL) return NULL;
            int w = snprintf(target, sizeof target, "%s/%s", dir, next);
            free(dir);
            if (w >= (int)sizeof target) return NULL;
            memcpy(next, target, (size_t)w + 1);
        }
        memcpy(cur, next, strlen(next) + 1);
    }
    char *dir = folder_of(cur), *rdir = dir != NULL ? realpath(dir, NULL) : NULL;
    free(dir);
    if (rdir == NULL) return NULL;
    size_t n = strlen(rdir) + strlen(base_of(cur)) + 2;
    char *out = malloc(n);
    if (out != NULL) snprintf(out, n, "%s/%s", strcmp(rdir, "/") ? rdir : "", base_of(cur));
    free(rdir);
    return out;
}

int cli_check_not_input(const char *who, const char *path, const char *const *inputs,
                        size_t n_inputs) {
    if (cli_is_stdout(path)) return 0;
    struct stat so, si;
    int out_exists = stat(path, &so) == 0, resolved = 0, rc = 0;
    char *rout = NULL;
    for (size_t i = 0; rc == 0 && i < n_inputs; i++) {
        const char *in = inputs[i];
        int same;
        if (in == NULL || !strcmp(in, "-")) continue;
        if (out_exists && stat(in, &si) == 0) {
            same = so.st_dev == si.st_dev && so.st_ino == si.st_ino;
        } else {
            if (!resolved) rout = resolve_path(path), resolved = 1;
            char *rin = resolve_path(in);
            same = rout != NULL && rin != NULL && strcmp(rout, rin) == 0;
            free(rin);
        }
        if (same) {
            fprintf(stderr, "%s: output %s is the same file as input %s; not written\n", who,
                    cli_text(path), cli_text(in));
            rc = -1;
        }
    }
    free(rout);
    return rc;
}

int cli_check_output(const char *who, const char *path, unsigned flags) {
    struct stat sb;
    if (cli_is_stdout(path)) return 0;
    if (path[0] == '\0' || path[strlen(path) - 1] == '/') {
        fprintf(stderr, "%s: '%s': not a file name\n", who, cli_text(path));
        return -1;
    }
    int found = stat(path, &sb) == 0;
    if (found && S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "%s: %s: is a directory, not a file\n", who, cli_text(path));
        return -1;
    }
    /* a device, FIFO or socket (or a link to one) is never replaced, --force or not: the
     * rename would put a regular file in its place (as root, /dev/null's) */
    const char *special = !found || S_ISREG(sb.st_mode) ? NULL
                          : S_ISCHR(sb.st_mode)         ? "a character device"
                          : S_ISBLK(sb.st_mode)         ? "a block device"
                          : S_ISFIFO(sb.st_mode)        ? "a FIFO"
                          : S_ISSOCK(sb.st_mode)        ? "a socket"
                                                        : "not a regular file";
    if (special != NULL) {
        fprintf(stderr,
                "%s: %s is %s; not replaced (outputs are regular files; --out - writes "
                "to standard output)\n",
                who, cli_text(path), special);
        return -1;
    }
    int exists = lstat(path, &sb) == 0, force = (flags & CLI_WRITE_FORCE) != 0;
    if ((flags & CLI_WRITE_SECRET) && !force && exists) {
        fprintf(stderr, "%s: %s: exists and holds a secret; not replaced (use --force)\n", who,
                cli_text(path));
        return -1;
    }
    const char *kind = exists && !force ? cli_file_secret_kind(path) : NULL;
    if (kind != NULL) {
        fprintf(stderr, "%s: %s: holds %s; not replaced (use --force)\n", who, cli_text(path),
                kind);
        return -1;
    }
    char *dir = folder_of(path);
    int ok = dir != NULL && access(dir, W_OK | X_OK) == 0;
    if (!ok)
        fprintf(stderr, "%s: %s: folder %s is not writable: %s\n", who, cli_text(path),
                cli_text(dir ? dir : "?"), dir ? strerror(errno) : "out of memory");
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
    if (cli_is_stdout(path)) {
        if (fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0) return 0;
        fprintf(stderr, "%s: standard output: write failed: %s\n", who, strerror(errno));
        return -1;
    }
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (tmp == NULL) {
        fprintf(stderr, "%s: %s: out of memory\n", who, cli_text(path));
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
    fprintf(stderr, "%s: %s: %s%s%s\n", who, cli_text(path), step, err ? ": " : "",
            err ? strerror(err) : "");
    return -1;
}
