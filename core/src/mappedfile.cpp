#include "chess960/mappedfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace chess960 {

namespace {
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
    if (mapped_) ::munmap(const_cast<char*>(data_), size_);
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
    if (mapped_) ::munmap(const_cast<char*>(data_), size_);
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
