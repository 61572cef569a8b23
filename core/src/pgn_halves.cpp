// Two readers of one PGN file at once (chess960/pgnhalves.h).
#include "chess960/pgnhalves.h"

#include "chess960/mappedfile.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace chess960 {

namespace {

// What the second reader made of its half.
struct SecondHalf {
    std::atomic<bool> stop{false}; // the first reader did not agree, or was stopped
    int games = 0;
    bool ok = false;
    std::string why;
};

// A record read from `split` on, placed in the whole file.
void inWholeFile(PgnRecord& r, size_t split, int linesBefore) {
    r.offset += (long long)split;
    r.end += (long long)split;
    r.line += linesBefore;
    if (r.errorLine > 0) r.errorLine += linesBefore;
}

void readSecondHalf(const std::string& path, size_t size, size_t split,
                    const PgnHalvesReaders& readers, PgnComments comments, SecondHalf& half) {
    // A map of its own, whose pages are given back as this reader goes (a map's release
    // follows one pass at a time).
    auto file = MappedFile::open(path);
    if (!file || file->bytes().size() != size) {
        half.why = "the second reader could not open the file again";
        if (readers.secondDone) readers.secondDone(false);
        return;
    }
    const std::string_view bytes = file->bytes();
    // The lines before the half, for the lines of its games.
    const int linesBefore = int(file->countLines(split));
    bool kept = true;
    const auto error = readPgnGames(
        bytes.substr(split),
        [&](PgnRecord& r) {
            if (half.stop.load(std::memory_order_relaxed)) return false;
            const long long offset = r.offset;
            inWholeFile(r, split, linesBefore);
            ++half.games;
            kept = readers.second(r, bytes);
            r.offset = offset; // the reader goes on from its own offsets
            return kept;
        },
        [&](size_t offset) { file->release(split + offset); }, comments);
    const bool whole = !half.stop.load() && !error && kept && half.games > 0;
    const bool keep = readers.secondDone ? readers.secondDone(whole) : true;
    if (half.stop.load()) return;
    if (error)
        half.why = "the second half alone is not PGN: " + error->message;
    else if (!kept || !keep)
        half.why = "the second reader could not keep its games";
    else
        half.ok = whole;
}

} // namespace

PgnHalvesOutcome readPgnHalves(const std::string& path, std::string_view bytes, size_t split,
                               const PgnHalvesReaders& readers, PgnComments comments) {
    PgnHalvesOutcome out;
    if (split >= bytes.size()) split = 0;
    SecondHalf half;
    std::thread second;
    if (split > 0)
        second = std::thread(
            [&] { readSecondHalf(path, bytes.size(), split, readers, comments, half); });
    bool agreed = false; // the first reader began a game exactly at the split
    bool passedSplit = false;
    out.error = readPgnGames(
        bytes,
        [&](PgnRecord& r) {
            if (split > 0 && !passedSplit && size_t(r.offset) >= split) {
                passedSplit = true;
                if (size_t(r.offset) == split) {
                    agreed = true;
                    return false; // the rest is the second reader's
                }
                half.stop.store(true); // it began inside something: read on alone
            }
            ++out.firstGames;
            return readers.first(r);
        },
        readers.passed, comments);
    if (second.joinable()) {
        if (!agreed) half.stop.store(true);
        second.join();
    }
    if (split > 0 && !agreed && !out.error && passedSplit)
        out.why = "the first did not begin a game where the second began";
    if (!agreed || out.error) return out;
    if (half.ok) {
        out.inTwoHalves = true;
        out.secondGames = half.games;
        return out;
    }
    // The second half is not kept: the first reader reads on from the split.
    out.why = half.why;
    const int gamesBefore = out.firstGames;
    const int linesBefore = int(std::count(bytes.begin(), bytes.begin() + long(split), '\n'));
    const auto rest = readPgnGames(
        bytes.substr(split),
        [&](PgnRecord& r) {
            const long long offset = r.offset;
            r.index += gamesBefore;
            inWholeFile(r, split, linesBefore);
            ++out.firstGames;
            const bool more = readers.first(r);
            r.offset = offset; // the reader goes on from its own offsets
            return more;
        },
        [&](size_t offset) {
            if (readers.passed) readers.passed(split + offset);
        },
        comments);
    if (rest) out.error = rest;
    return out;
}

} // namespace chess960
