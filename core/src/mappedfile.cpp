#include "chess960/mappedfile.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <mutex>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace chess960 {

namespace {

// A file mapped here that another program cuts short (writes it again in place, truncates it)
// while it is read would end the process: a page past the file's new end cannot be read, and
// the system sends SIGBUS. Each mapping holds a slot; the handler puts zero pages in place of
// the file's from the page that faulted to the mapping's end, marks the slot and lets the read
// go on (zeros are no PGN: the readers meet no game there, and the caller, told the file was
// cut short or seeing it changed, reads it again). A fault anywhere else goes where it went.
struct Guard {
    std::atomic<std::uintptr_t> begin{0}, end{0};
    std::atomic<bool> cut{false};
};
constexpr int kGuards = 64;
Guard gGuards[kGuards];
std::uintptr_t gPage = 4096;
struct sigaction gPrevious {};

void onBusError(int signal, siginfo_t* info, void* context) {
    const auto at = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Guard& g : gGuards) {
        const std::uintptr_t begin = g.begin.load(std::memory_order_acquire);
        const std::uintptr_t end = g.end.load(std::memory_order_acquire);
        if (begin == 0 || at < begin || at >= end) continue;
        const std::uintptr_t from = at & ~(gPage - 1);
        void* p = ::mmap(reinterpret_cast<void*>(from), end - from, PROT_READ,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (p == MAP_FAILED) break;
        g.cut.store(true, std::memory_order_release);
        return;
    }
    if (gPrevious.sa_flags & SA_SIGINFO) {
        if (gPrevious.sa_sigaction) return gPrevious.sa_sigaction(signal, info, context);
    } else if (gPrevious.sa_handler != SIG_DFL && gPrevious.sa_handler != SIG_IGN) {
        return gPrevious.sa_handler(signal);
    }
    // The system's way: the handler put back, the faulting read runs again and ends the process.
    struct sigaction standard {};
    standard.sa_handler = SIG_DFL;
    sigemptyset(&standard.sa_mask);
    ::sigaction(SIGBUS, &standard, nullptr);
}

// A slot for a mapping (its pages, whole), the handler installed the first time; -1 when every
// slot is taken (the mapping is read unguarded, as before).
int guard(const char* data, size_t size) {
    static std::once_flag installed;
    std::call_once(installed, [] {
        gPage = std::uintptr_t(::sysconf(_SC_PAGESIZE));
        struct sigaction action {};
        action.sa_sigaction = onBusError;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &gPrevious);
    });
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t end = (begin + size + gPage - 1) & ~(gPage - 1);
    for (int i = 0; i < kGuards; ++i) {
        std::uintptr_t free = 0;
        if (gGuards[i].begin.compare_exchange_strong(free, begin, std::memory_order_acq_rel)) {
            gGuards[i].cut.store(false, std::memory_order_relaxed);
            gGuards[i].end.store(end, std::memory_order_release);
            return i;
        }
    }
    return -1;
}

void unguard(int slot) {
    if (slot < 0) return;
    gGuards[slot].end.store(0, std::memory_order_release);
    gGuards[slot].begin.store(0, std::memory_order_release);
}

Error cannotOpen(const std::string& path, int why) {
    Error e;
    e.message = "cannot open '" + path + "'" + (why ? std::string(": ") + std::strerror(why) : "");
    return e;
}
} // namespace

Expected<MappedFile> MappedFile::open(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return cannotOpen(path, errno);
    struct stat st {};
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
        const int why = S_ISDIR(st.st_mode) ? EISDIR : errno;
        ::close(fd);
        return cannotOpen(path, why);
    }
    MappedFile file;
    if (S_ISREG(st.st_mode) && st.st_size > 0) {
        void* p = ::mmap(nullptr, size_t(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (p != MAP_FAILED) {
            ::madvise(p, size_t(st.st_size), MADV_SEQUENTIAL);
            file.data_ = static_cast<const char*>(p);
            file.size_ = size_t(st.st_size);
            file.mapped_ = true;
            file.guard_ = guard(file.data_, file.size_);
            ::close(fd);
            return file;
        }
    }
    ::close(fd);
    if (S_ISREG(st.st_mode) && st.st_size == 0) return file;
    // Not a regular file, or one that cannot be mapped: read as a stream.
    std::ifstream in(path, std::ios::binary);
    if (!in) return cannotOpen(path, 0);
    file.copy_.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    file.data_ = file.copy_.data();
    file.size_ = file.copy_.size();
    return file;
}

MappedFile::MappedFile(MappedFile&& other) noexcept {
    *this = std::move(other);
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this == &other) return *this;
    unguard(guard_);
    if (mapped_) ::munmap(const_cast<char*>(data_), size_);
    guard_ = std::exchange(other.guard_, -1);
    copy_ = std::move(other.copy_);
    mapped_ = std::exchange(other.mapped_, false);
    size_ = std::exchange(other.size_, 0);
    released_ = std::exchange(other.released_, 0);
    const char* data = std::exchange(other.data_, nullptr);
    data_ = mapped_ ? data : copy_.data();
    if (!mapped_ && copy_.empty()) data_ = nullptr;
    return *this;
}

MappedFile::~MappedFile() {
    unguard(guard_);
    if (mapped_) ::munmap(const_cast<char*>(data_), size_);
}

bool MappedFile::cutShort() const {
    return guard_ >= 0 && gGuards[guard_].cut.load(std::memory_order_acquire);
}

void MappedFile::release(size_t offset) {
    if (!mapped_) return;
    const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    const size_t end = std::min(offset, size_) / page * page;
    // An offset before the last one released: the bytes are being read again from the start
    // (a second pass over the file), and what it passes can be given back again.
    if (end < released_) released_ = 0;
    if (end <= released_) return;
    // A megabyte at a time: each release costs every thread of the process a flush of its
    // address cache, which a page at a time (after every few games read) made a twentieth of
    // the reading; a megabyte held is nothing against that.
    constexpr size_t kBatch = size_t(1) << 20;
    if (end - released_ < kBatch && end < size_ / page * page) return;
    ::madvise(const_cast<char*>(data_) + released_, end - released_, MADV_DONTNEED);
    released_ = end;
}

size_t MappedFile::countLines(size_t end) {
    constexpr size_t kPiece = size_t(1) << 22;
    end = std::min(end, size_);
    size_t lines = 0;
    for (size_t at = 0; at < end; at += kPiece) {
        const size_t n = std::min(kPiece, end - at);
        lines += size_t(std::count(data_ + at, data_ + at + n, '\n'));
        release(at + n);
    }
    return lines;
}

} // namespace chess960
