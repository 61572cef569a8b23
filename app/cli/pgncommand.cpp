#include "pgncommand.h"

#include "chess960/mappedfile.h"
#include "chess960/pgn.h"
#include "chess960/pgnhalves.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

#include <unistd.h>

using namespace chess960;

namespace {

// Files from this size on are read by two readers at once, when the machine has two cores.
constexpr size_t kTwoReadersFrom = 8u << 20;

// What one game prints: for a game read, the text after its number ("<result> <plies>
// <FEN>\n") or its PGN; for a game that cannot be read, what it prints and where.
std::string gameText(const PgnRecord& r, bool write) {
    if (write) return writePgn(*r.game);
    const Game& g = *r.game;
    return std::string(resultText(g.result())) + ' ' + std::to_string(g.plyCount()) + ' ' +
           g.position().fen() + '\n';
}

struct Printer {
    bool write = false;
    int total = 0, failedCount = 0;

    void game(const PgnRecord& r) {
        if (r.ok())
            read(r.index, gameText(r, write));
        else
            unread(r);
    }
    /// \brief Game `index`, read: its text (gameText).
    void read(int index, const std::string& text) {
        ++total;
        if (!write) std::cout << index << ' ';
        std::cout << text;
    }
    void unread(const PgnRecord& r) {
        ++total;
        ++failedCount;
        if (write)
            // Only PGN on stdout, so that the output can be read again.
            std::cerr << "chess960-cli: " << r.describeError() << "\n";
        else
            std::cout << r.index << " error: line " << r.errorLine << ", column " << r.errorColumn
                      << ": " << r.game.error().message << "\n";
    }
};

// A temporary file in $TMPDIR (else /tmp), gone once closed; nothing and why if there is none.
std::FILE* temporaryFile(std::string* why) {
    const char* dir = std::getenv("TMPDIR");
    const std::string folder = dir && *dir ? dir : "/tmp";
    std::string path = folder + "/chess960-cli-XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd < 0) {
        *why = "no temporary file can be made in " + folder + ": " + std::strerror(errno);
        return nullptr;
    }
    ::unlink(path.c_str());
    std::FILE* file = ::fdopen(fd, "w+b");
    if (!file) ::close(fd);
    return file;
}

// The second half of the file, read on a thread of its own while the first is printed: what
// its games print is kept in a temporary file (so that memory stays that of one game), with
// each game's number in the half; games that cannot be read are kept aside, their lines
// already counted in the whole file.
struct SecondHalf {
    std::FILE* spool = nullptr;
    std::vector<PgnRecord> failed;
    int games = 0;
    std::string why; ///< why it could not be kept, if it could not
    ~SecondHalf() {
        if (spool) std::fclose(spool);
    }

    bool take(PgnRecord& r, bool write) {
        if (!spool && why.empty()) spool = temporaryFile(&why);
        if (!spool) return false;
        ++games;
        const std::uint32_t number = std::uint32_t(games);
        const std::uint8_t ok = r.ok() ? 1 : 0;
        std::string text;
        if (r.ok())
            text = gameText(r, write);
        else
            failed.push_back(std::move(r));
        const std::uint64_t length = text.size();
        const bool written = std::fwrite(&number, sizeof number, 1, spool) == 1 &&
                             std::fwrite(&ok, sizeof ok, 1, spool) == 1 &&
                             std::fwrite(&length, sizeof length, 1, spool) == 1 &&
                             (length == 0 || std::fwrite(text.data(), length, 1, spool) == 1);
        if (!written)
            why = std::string("the temporary file could not be written: ") + std::strerror(errno);
        return written; // a full disk: the first reader reads on alone
    }
    bool done(bool whole) {
        if (!whole) return false;
        if (spool && std::fflush(spool) == 0) return true;
        if (why.empty())
            why = std::string("the temporary file could not be written: ") + std::strerror(errno);
        return false;
    }
};

// Prints the second half's games, numbered on from the first half's.
bool printSecondHalf(SecondHalf& half, Printer& printer) {
    std::rewind(half.spool);
    const int before = printer.total;
    size_t nextFailed = 0;
    std::string text;
    for (int i = 0; i < half.games; ++i) {
        std::uint32_t number = 0;
        std::uint8_t ok = 0;
        std::uint64_t length = 0;
        if (std::fread(&number, sizeof number, 1, half.spool) != 1 ||
            std::fread(&ok, sizeof ok, 1, half.spool) != 1 ||
            std::fread(&length, sizeof length, 1, half.spool) != 1)
            return false;
        text.resize(length);
        if (length > 0 && std::fread(text.data(), length, 1, half.spool) != 1) return false;
        const int index = before + int(number);
        if (ok) {
            printer.read(index, text);
        } else {
            if (nextFailed >= half.failed.size()) return false;
            PgnRecord& r = half.failed[nextFailed++];
            r.index = index;
            printer.unread(r);
        }
    }
    return true;
}

std::optional<int> readersOption(std::vector<std::string>& args, std::string* error) {
    std::optional<int> readers;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--readers") continue;
        if (i + 1 >= args.size() || (args[i + 1] != "1" && args[i + 1] != "2")) {
            *error = "--readers needs 1 or 2";
            return std::nullopt;
        }
        readers = args[i + 1] == "1" ? 1 : 2;
        args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
        --i;
    }
    return readers ? readers : std::optional<int>(0);
}

} // namespace

int cmdPgn(std::vector<std::string> args, const char* usage) {
    const auto usageError = [usage](const std::string& message) {
        std::cerr << "chess960-cli: " << message << "\n" << usage;
        return 2;
    };
    const auto inputError = [](const std::string& message) {
        std::cerr << "chess960-cli: " << message << "\n";
        return 2;
    };
    Printer printer;
    std::erase_if(args,
                  [&](const std::string& a) { return a == "--write" && (printer.write = true); });
    std::string optionError;
    const std::optional<int> readers = readersOption(args, &optionError);
    if (!readers) return usageError(optionError);
    if (args.size() != 1) return usageError("pgn needs exactly one file name");
    auto file = MappedFile::open(args[0]);
    if (!file) return inputError(file.error().message);
    const std::string_view bytes = file->bytes();

    // Two readers: the second from the first tag section after the middle (see
    // pgnSplitPoint), the first up to there. If the first does not begin a game exactly there,
    // or the second could not read its half, the first reads on alone: the output is always
    // what one reader makes of the file.
    const bool twoWanted = *readers == 2 || (*readers == 0 && bytes.size() >= kTwoReadersFrom &&
                                             std::thread::hardware_concurrency() >= 2);
    const size_t split = twoWanted ? pgnSplitPoint(bytes) : 0;
    SecondHalf half;
    PgnHalvesReaders halves;
    halves.first = [&](PgnRecord& r) {
        printer.game(r);
        return true;
    };
    halves.second = [&](PgnRecord& r, std::string_view) { return half.take(r, printer.write); };
    halves.secondDone = [&](bool whole) { return half.done(whole); };
    halves.passed = [&](size_t offset) { file->release(offset); };
    const PgnHalvesOutcome read = readPgnHalves(
        args[0], bytes, split, halves, printer.write ? PgnComments::Keep : PgnComments::Skip);
    // Another program changed the file while it was read (a page past a new end reads as
    // zeros, MappedFile): what was read is neither the file as it was nor as it is.
    std::error_code sizeError; // a pipe has no size: only a file's is compared
    const auto sizeNow = std::filesystem::file_size(args[0], sizeError);
    if (file->cutShort() || (!sizeError && sizeNow != bytes.size()))
        return inputError("'" + args[0] +
                          "' changed while it was read (another program wrote it); read it again");
    const auto& error = read.error;
    if (error) return inputError("'" + args[0] + "': " + error->message);
    bool inTwo = false;
    if (read.inTwoHalves) {
        if (!printSecondHalf(half, printer))
            return inputError("'" + args[0] +
                              "': the second half's games could not be read "
                              "back from a temporary file");
        inTwo = true;
    }
    if (*readers == 2) {
        std::string how = "read by two readers at once";
        if (!inTwo)
            how = split == 0          ? "read by one reader (no place to split the file)"
                  : !half.why.empty() ? "read by one reader (" + half.why + ")"
                                      : "read by one reader (" + read.why + ")";
        std::cerr << "chess960-cli: " << how << "\n";
    }
    if (printer.total == 0) return inputError("'" + args[0] + "' holds no PGN game");
    if (printer.failedCount == 0) return 0;
    std::cerr << "chess960-cli: " << printer.failedCount << " of " << printer.total
              << " games could not be read\n";
    return 2;
}
