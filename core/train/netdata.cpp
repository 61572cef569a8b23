#include "netdata.h"

#include "chess960/engine/nnue.h"
#include "gamedata.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace chess960::engine::tune {

namespace {

PackedPosition pack(const Position& pos, int score, double whiteResult) {
    PackedPosition p;
    p.occupied = pos.pieces();
    int i = 0;
    for (Bitboard b = p.occupied; b; ++i) {
        const Square s = popLsb(b);
        p.pieces[i / 2] |= uint8_t(pos.pieceOn(s) << (4 * (i % 2)));
    }
    p.score = int16_t(std::clamp(score, -32767, 32767));
    p.sideToMove = pos.sideToMove();
    const double result = p.sideToMove == White ? whiteResult : 1 - whiteResult;
    p.result = uint8_t(result * 2 + 0.5);
    return p;
}

std::vector<std::string> gameFiles(const std::string& fileOrDir, std::string& warnings) {
    std::vector<std::string> paths;
    std::error_code failed;
    if (!std::filesystem::is_directory(fileOrDir, failed)) return {fileOrDir};
    for (const auto& entry : std::filesystem::directory_iterator(fileOrDir, failed))
        if (entry.path().extension() == ".bin") paths.push_back(entry.path().string());
    if (failed) warnings += fileOrDir + ": " + failed.message() + "\n";
    std::sort(paths.begin(), paths.end());
    return paths;
}

// The files of a comma-separated list of files and folders, in the list's order.
std::vector<std::string> listedGameFiles(const std::string& list, std::string& warnings) {
    std::vector<std::string> paths;
    size_t from = 0;
    while (from <= list.size()) {
        size_t comma = list.find(',', from);
        if (comma == std::string::npos) comma = list.size();
        if (comma > from)
            for (std::string& path : gameFiles(list.substr(from, comma - from), warnings))
                paths.push_back(std::move(path));
        from = comma + 1;
    }
    return paths;
}

// One name for a file however its path is written (".", "..", links); the path itself when it
// does not exist.
std::string sameFileKey(const std::string& path) {
    std::error_code failed;
    const auto canonical = std::filesystem::canonical(path, failed);
    return failed ? path : canonical.string();
}

NetDataReport loadFiles(const std::vector<std::string>& paths, NetDataSet& into, long limit,
                        bool mirror, std::string warnings) {
    NetDataReport report;
    report.warnings = std::move(warnings);
    report.positions = long(into.size());
    for (const std::string& path : paths) {
        if (limit > 0 && report.positions >= limit) break;
        // A file's positions are taken only once it has read back whole (its checksum is
        // checked after the last game).
        NetDataSet file;
        GameReader reader;
        GameData game;
        if (reader.open(path))
            while (reader.next(game)) {
                file.startGame();
                replay(game, [&](const GamePosition& g) {
                    if (!g.kept) return;
                    file.add(g.pos, g.score, g.result);
                    if (mirror) file.add(mirroredFiles(file[file.size() - 1]));
                });
            }
        if (!reader.error().empty()) {
            report.warnings += reader.error() + " (skipped)\n";
            continue;
        }
        ++report.files;
        report.games += long(file.games());
        into.append(file);
        if (limit > 0 && long(into.size()) > limit) into.truncate(size_t(limit));
        report.positions = long(into.size());
    }
    return report;
}

} // namespace

int packedFeatures(const PackedPosition& p, uint16_t* us, uint16_t* them, int kingBuckets) {
    const Color stm = Color(p.sideToMove);
    int usBucket = 0, themBucket = 0;
    if (kingBuckets > 1) {
        int i = 0;
        for (Bitboard b = p.occupied; b; ++i) {
            const Square s = popLsb(b);
            const Piece piece = Piece((p.pieces[i / 2] >> (4 * (i % 2))) & 15);
            if (typeOf(piece) != King) continue;
            if (colorOf(piece) == stm)
                usBucket = nnue::kingBucket(stm, s, kingBuckets);
            else
                themBucket = nnue::kingBucket(~stm, s, kingBuckets);
        }
    }
    int i = 0;
    for (Bitboard b = p.occupied; b; ++i) {
        const Square s = popLsb(b);
        const Piece piece = Piece((p.pieces[i / 2] >> (4 * (i % 2))) & 15);
        us[i] = uint16_t(nnue::featureIndex(stm, piece, s, usBucket));
        them[i] = uint16_t(nnue::featureIndex(~stm, piece, s, themBucket));
    }
    return i;
}

PackedPosition mirroredFiles(const PackedPosition& p) {
    Piece board[64] = {};
    int i = 0;
    for (Bitboard b = p.occupied; b; ++i) {
        const Square s = popLsb(b);
        board[s ^ 7] = Piece((p.pieces[i / 2] >> (4 * (i % 2))) & 15); // file f -> 7 - f
    }
    PackedPosition m = p;
    m.occupied = 0;
    for (uint8_t& byte : m.pieces) byte = 0;
    for (int s = 0; s < 64; ++s)
        if (board[s] != NoPiece) m.occupied |= Bitboard(1) << s;
    int k = 0;
    for (Bitboard b = m.occupied; b; ++k) {
        const Square s = popLsb(b);
        m.pieces[k / 2] |= uint8_t(board[s] << (4 * (k % 2)));
    }
    return m;
}

Position unpack(const PackedPosition& p) {
    std::string board;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            if (!(p.occupied >> s & 1)) {
                ++empty;
                continue;
            }
            const int i = popcount(p.occupied & ((uint64_t(1) << s) - 1));
            if (empty) board += char('0' + empty);
            empty = 0;
            board += pieceLetter(Piece((p.pieces[i / 2] >> (4 * (i % 2))) & 15));
        }
        if (empty) board += char('0' + empty);
        if (rank) board += '/';
    }
    auto pos = Position::fromFen(board + (p.sideToMove == White ? " w - - 0 1" : " b - - 0 1"));
    return pos ? *pos : Position();
}

void NetDataSet::add(const Position& pos, int score, double whiteResult) {
    positions_.push_back(pack(pos, score, whiteResult));
}

void NetDataSet::append(const NetDataSet& other) {
    for (size_t g : other.gameStarts_) gameStarts_.push_back(positions_.size() + g);
    positions_.insert(positions_.end(), other.positions_.begin(), other.positions_.end());
}

void NetDataSet::truncate(size_t n) {
    positions_.resize(std::min(n, positions_.size()));
    while (!gameStarts_.empty() && gameStarts_.back() >= positions_.size()) gameStarts_.pop_back();
}

NetDataSet NetDataSet::splitOffTail(double fraction) {
    NetDataSet tail;
    size_t from = positions_.size() - size_t(double(positions_.size()) * fraction);
    if (!gameStarts_.empty()) {
        const size_t games = size_t(double(gameStarts_.size()) * fraction);
        from = games ? gameStarts_[gameStarts_.size() - games] : positions_.size();
        for (size_t k = gameStarts_.size() - games; k < gameStarts_.size(); ++k)
            tail.gameStarts_.push_back(gameStarts_[k] - from);
        gameStarts_.resize(gameStarts_.size() - games);
    }
    tail.positions_.assign(positions_.begin() + long(from), positions_.end());
    positions_.resize(from);
    return tail;
}

NetDataReport loadNetData(const std::string& fileOrDir, NetDataSet& into, long limit, bool mirror) {
    std::string warnings;
    std::vector<std::string> paths = gameFiles(fileOrDir, warnings);
    return loadFiles(paths, into, limit, mirror, std::move(warnings));
}

TrainingSets loadTrainingSets(const std::string& data, const std::string& heldOutFrom,
                              double holdOutFraction, long limit, bool mirror) {
    TrainingSets s;
    std::string warnings;
    std::vector<std::string> dataFiles = listedGameFiles(data, warnings);
    if (heldOutFrom.empty()) {
        s.loaded = loadFiles(dataFiles, s.train, limit, mirror, std::move(warnings));
        // Whole games are held out, the last ones read: positions of one game are too alike
        // to tell learning from remembering.
        s.heldOut = s.train.splitOffTail(holdOutFraction);
    } else {
        std::string heldOutWarnings;
        const std::vector<std::string> heldOutFiles = listedGameFiles(heldOutFrom, heldOutWarnings);
        std::set<std::string> heldOutKeys;
        for (const std::string& path : heldOutFiles) heldOutKeys.insert(sameFileKey(path));
        std::erase_if(dataFiles, [&](const std::string& path) {
            return heldOutKeys.count(sameFileKey(path)) != 0;
        });
        s.heldOutLoaded = loadFiles(heldOutFiles, s.heldOut, 0, mirror, std::move(heldOutWarnings));
        s.loaded = loadFiles(dataFiles, s.train, limit, mirror, std::move(warnings));
    }
    if (s.train.size() == 0)
        s.error = "no positions to train on";
    else if (s.heldOut.size() == 0)
        s.error = "no held-out positions";
    return s;
}

} // namespace chess960::engine::tune
