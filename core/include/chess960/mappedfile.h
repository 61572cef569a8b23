// A file's bytes without reading it into memory: the system maps it and pages it in as it is
// read. Whole-file work (every game of a PGN file) goes through it and gives back what it has
// passed, so that memory follows the work, not the file.
#pragma once

#include "chess960/expected.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace chess960 {

class MappedFile {
public:
    /// \brief The file at path, mapped for reading; an error (with the system's reason) when
    /// it cannot be opened. A file that cannot be mapped (a pipe, say) is read into memory.
    static Expected<MappedFile> open(const std::string& path);

    MappedFile() = default;
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    ~MappedFile();

    /// \brief The file's bytes (empty for an empty file). A file another program cuts short
    /// while it is mapped reads as zeros past its new end (see cutShort()).
    std::string_view bytes() const { return {data_, size_}; }
    /// \brief The file was cut short while it was mapped, and bytes past its new end were read
    /// (as zeros): what was read is not the file as it is now, nor as it was.
    bool cutShort() const;
    /// \brief The bytes before `offset` will not be read again: the system may drop them from
    /// this process's memory (they are read back from the file should they be), a megabyte at
    /// a time. A pass over the file may follow another: an offset before the last one starts
    /// counting anew.
    void release(size_t offset);
    /// \brief How many line feeds the bytes before `end` hold, counted piece by piece with
    /// each piece given back once counted (release), so that counting a large file does not
    /// hold it.
    size_t countLines(size_t end);

private:
    const char* data_ = nullptr;
    size_t size_ = 0;
    size_t released_ = 0;
    bool mapped_ = false;
    int guard_ = -1;   // the slot that turns a fault past the file's end into zeros (none: -1)
    std::string copy_; // the bytes of a file that could not be mapped
};

} // namespace chess960
