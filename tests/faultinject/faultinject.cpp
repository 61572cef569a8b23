// I/O errors injected into a process's writes (LD_PRELOAD). Once armed (chess960_fault_arm(),
// called by the process where its write begins), every call that writes to a file, makes or
// renames one, or flushes it to the disk is counted; the call numbered CHESS960_FAULT_AT (from
// 1) fails with errno CHESS960_FAULT_ERRNO (ENOSPC when not given) and does nothing. With
// CHESS960_FAULT_AT unset or 0 nothing fails and chess960_fault_count() says how many calls the
// write made, so that a test can fail each of them in turn. Standard input, output and error
// are left alone.
#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

namespace {

std::atomic<bool> armed{false};
std::atomic<long> calls{0};
long failAt = -1;
int failErrno = ENOSPC;

// True when this call is the one to fail (errno set). fd -1: a call on a path. Only files
// count: the pipes and event descriptors a program's event loop writes to are left alone.
int failsNow(int fd) {
    if (!armed || (fd >= 0 && fd <= 2)) return 0;
    if (fd >= 0) {
        struct stat st;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return 0;
    }
    if (++calls == failAt) {
        errno = failErrno;
        return 1;
    }
    return 0;
}

// Opening a file to write it (or making one).
bool writes(int flags) {
    return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC)) != 0;
}

mode_t modeOf(int flags, va_list ap) {
    return (flags & (O_CREAT | __O_TMPFILE)) ? mode_t(va_arg(ap, int)) : 0;
}

} // namespace

#define NEXT(name) (reinterpret_cast<decltype(&name)>(dlsym(RTLD_NEXT, #name)))

extern "C" {

void chess960_fault_arm(void) {
    const char* at = getenv("CHESS960_FAULT_AT");
    const char* no = getenv("CHESS960_FAULT_ERRNO");
    failAt = at ? atol(at) : 0;
    if (no && atoi(no) > 0) failErrno = atoi(no);
    calls = 0;
    armed = true;
}

long chess960_fault_count(void) {
    return calls;
}

ssize_t write(int fd, const void* buf, size_t n) {
    if (failsNow(fd)) return -1;
    return NEXT(write)(fd, buf, n);
}

ssize_t pwrite(int fd, const void* buf, size_t n, off_t at) {
    if (failsNow(fd)) return -1;
    return NEXT(pwrite)(fd, buf, n, at);
}

ssize_t pwrite64(int fd, const void* buf, size_t n, off64_t at) {
    if (failsNow(fd)) return -1;
    return NEXT(pwrite64)(fd, buf, n, at);
}

ssize_t writev(int fd, const struct iovec* v, int count) {
    if (failsNow(fd)) return -1;
    return NEXT(writev)(fd, v, count);
}

int ftruncate(int fd, off_t size) {
    if (failsNow(fd)) return -1;
    return NEXT(ftruncate)(fd, size);
}

int ftruncate64(int fd, off64_t size) {
    if (failsNow(fd)) return -1;
    return NEXT(ftruncate64)(fd, size);
}

int fallocate(int fd, int mode, off_t at, off_t size) {
    if (failsNow(fd)) return -1;
    return NEXT(fallocate)(fd, mode, at, size);
}

int fsync(int fd) {
    if (failsNow(fd)) return -1;
    return NEXT(fsync)(fd);
}

int fdatasync(int fd) {
    if (failsNow(fd)) return -1;
    return NEXT(fdatasync)(fd);
}

ssize_t copy_file_range(int in, off64_t* inAt, int out, off64_t* outAt, size_t n, unsigned f) {
    if (failsNow(out)) return -1;
    return NEXT(copy_file_range)(in, inAt, out, outAt, n, f);
}

ssize_t sendfile(int out, int in, off_t* at, size_t n) {
    if (failsNow(out)) return -1;
    return NEXT(sendfile)(out, in, at, n);
}

ssize_t sendfile64(int out, int in, off64_t* at, size_t n) {
    if (failsNow(out)) return -1;
    return NEXT(sendfile64)(out, in, at, n);
}

int rename(const char* from, const char* to) {
    if (failsNow(-1)) return -1;
    return NEXT(rename)(from, to);
}

int renameat(int fromDir, const char* from, int toDir, const char* to) {
    if (failsNow(-1)) return -1;
    return NEXT(renameat)(fromDir, from, toDir, to);
}

int renameat2(int fromDir, const char* from, int toDir, const char* to, unsigned flags) {
    if (failsNow(-1)) return -1;
    return NEXT(renameat2)(fromDir, from, toDir, to, flags);
}

int link(const char* from, const char* to) {
    if (failsNow(-1)) return -1;
    return NEXT(link)(from, to);
}

int linkat(int fromDir, const char* from, int toDir, const char* to, int flags) {
    if (failsNow(-1)) return -1;
    return NEXT(linkat)(fromDir, from, toDir, to, flags);
}

int open(const char* path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeOf(flags, ap);
    va_end(ap);
    if (writes(flags) && failsNow(-1)) return -1;
    return NEXT(open)(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeOf(flags, ap);
    va_end(ap);
    if (writes(flags) && failsNow(-1)) return -1;
    return NEXT(open64)(path, flags, mode);
}

int openat(int dir, const char* path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeOf(flags, ap);
    va_end(ap);
    if (writes(flags) && failsNow(-1)) return -1;
    return NEXT(openat)(dir, path, flags, mode);
}

int openat64(int dir, const char* path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    const mode_t mode = modeOf(flags, ap);
    va_end(ap);
    if (writes(flags) && failsNow(-1)) return -1;
    return NEXT(openat64)(dir, path, flags, mode);
}

} // extern "C"
