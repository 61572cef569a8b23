#include "gamedata.h"

#include "chess960/startpos.h"

#include <array>
#include <cstring>

namespace chess960::engine::tune {

namespace {

constexpr char kMagic[8] = {'C', '9', '6', '0', 'G', 'A', 'M', 'E'};
constexpr int kVersion = 1;
constexpr size_t kHeaderBytes = 24; // magic, version, text length, games, checksum
constexpr size_t kGameHeaderBytes = 8;
// Far beyond any self-play game (400 plies by default); bounds what a damaged length costs.
constexpr int kMaxPlies = 10000;

// FNV-1a over the bytes after the fixed header: a changed byte that still reads as a legal
// game is found too.
constexpr uint64_t kFnvBasis = 0xCBF29CE484222325ULL;
uint64_t fnv1a(uint64_t hash, const char* data, size_t n) {
    for (size_t i = 0; i < n; ++i) hash = (hash ^ uint8_t(data[i])) * 0x100000001B3ULL;
    return hash;
}

void put(std::string& out, uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out += char((value >> (8 * i)) & 0xFF);
}

uint64_t get(const char* in, int bytes) {
    uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value |= uint64_t(uint8_t(in[i])) << (8 * i);
    return value;
}

// A Move with exactly these 16 bits (the core has no constructor from raw bits).
Move moveFromRaw(uint16_t raw) {
    return Move(Square(raw & 63), Square((raw >> 6) & 63), Move::Kind(raw >> 14),
                PieceType(((raw >> 12) & 3) + Knight));
}

std::string moveText(Move m) {
    return squareName(m.from()) + squareName(m.to());
}

void encode(const GameData& g, std::string& out) {
    const size_t n = g.moves.size();
    put(out, uint64_t(g.start), 3);
    put(out, uint64_t(g.randomPlies), 1);
    put(out, n, 2);
    put(out, uint64_t(g.result * 2), 1);
    put(out, uint64_t(g.ending), 1);
    for (size_t i = 0; i < n; ++i) {
        put(out, g.moves[i].raw(), 2);
        put(out, uint16_t(g.scores[i]), 2);
    }
    for (size_t i = 0; i < n; i += 8) {
        uint8_t bits = 0;
        for (size_t j = i; j < std::min(n, i + 8); ++j) bits |= uint8_t(g.kept[j]) << (j - i);
        out += char(bits);
    }
}

} // namespace

std::string_view gameEndName(GameEnd end) {
    static constexpr std::array<std::string_view, kGameEndCount> names = {
        "mate",     "stalemate",       "repetition",       "fifty moves",
        "material", "adjudicated win", "adjudicated draw", "length"};
    return size_t(end) < names.size() ? names[size_t(end)] : "unknown";
}

std::string replay(const GameData& g, const std::function<void(const GamePosition&)>& visit) {
    auto pair = dfrcPairFromNumber(g.start);
    if (!pair) return "start " + std::to_string(g.start) + " is no DFRC number (0..921599)";
    if (g.scores.size() != g.moves.size() || g.kept.size() != g.moves.size())
        return "moves, scores and kept flags differ in number";
    if (g.randomPlies < 0 || g.randomPlies > int(g.moves.size()))
        return "more random plies than plies";
    if (g.result != 0 && g.result != 0.5 && g.result != 1) return "a result that is no result";
    Position pos = Position::startPosition(pair->white, pair->black);
    for (size_t i = 0; i < g.moves.size(); ++i) {
        const std::string ply = "ply " + std::to_string(i) + ": ";
        if (g.kept[i] && int(i) < g.randomPlies) return ply + "a random ply marked kept";
        if (!pos.isLegal(g.moves[i])) return ply + moveText(g.moves[i]) + " is not legal";
        if (visit) visit({pos, g.scores[i], g.result, int(i), bool(g.kept[i])});
        pos = pos.after(g.moves[i]);
    }
    return {};
}

bool GameWriter::open(const std::string& path, std::string_view description) {
    path_ = path;
    description_ = description;
    error_.clear();
    games_ = 0;
    checksum_ = fnv1a(kFnvBasis, description_.data(), description_.size());
    file_.open(path, std::ios::binary | std::ios::trunc);
    if (!file_) {
        error_ = "cannot write " + path;
        return false;
    }
    // A header of no games until close() counts them: a file cut short is never taken whole.
    std::string header(kHeaderBytes, '\0');
    file_.write(header.data(), std::streamsize(header.size()));
    file_.write(description_.data(), std::streamsize(description_.size()));
    bytes_ = long(kHeaderBytes + description_.size());
    if (!file_) error_ = "cannot write " + path;
    return bool(file_);
}

void GameWriter::write(const GameData& game) {
    // What the fields cannot hold would be read back as another game: refuse the file instead.
    if (game.start < 0 || game.start >= kDfrcStartCount || game.randomPlies < 0 ||
        game.randomPlies > 255 || game.moves.size() > size_t(kMaxPlies)) {
        error_ = path_ + ": game " + std::to_string(games_ + 1) + " does not fit the format";
        file_.setstate(std::ios::failbit);
        return;
    }
    buffer_.clear();
    encode(game, buffer_);
    checksum_ = fnv1a(checksum_, buffer_.data(), buffer_.size());
    file_.write(buffer_.data(), std::streamsize(buffer_.size()));
    bytes_ += long(buffer_.size());
    ++games_;
}

bool GameWriter::close() {
    std::string header(kMagic, sizeof kMagic);
    put(header, kVersion, 2);
    put(header, description_.size(), 2);
    put(header, uint64_t(games_), 4);
    put(header, checksum_, 8);
    file_.seekp(0);
    file_.write(header.data(), std::streamsize(header.size()));
    file_.close();
    if (file_.fail() && error_.empty()) error_ = "cannot write " + path_;
    return error_.empty();
}

bool GameReader::fail(const std::string& message) {
    error_ = path_ + ": " + message;
    done_ = true;
    return false;
}

bool GameReader::readBytes(char* to, size_t n) {
    file_.read(to, std::streamsize(n));
    if (size_t(file_.gcount()) != n) return false;
    checksum_ = fnv1a(checksum_, to, n);
    return true;
}

bool GameReader::open(const std::string& path) {
    path_ = path;
    error_.clear();
    description_.clear();
    read_ = 0;
    done_ = false;
    file_.open(path, std::ios::binary);
    if (!file_) return fail("cannot be read");
    char header[kHeaderBytes];
    file_.read(header, kHeaderBytes);
    if (size_t(file_.gcount()) != kHeaderBytes || std::memcmp(header, kMagic, sizeof kMagic) != 0)
        return fail("not a chess960-tune game file");
    const int version = int(get(header + 8, 2));
    if (version != kVersion)
        return fail("format version " + std::to_string(version) + ", this program reads " +
                    std::to_string(kVersion));
    description_.resize(get(header + 10, 2));
    games_ = long(get(header + 12, 4));
    expectedChecksum_ = get(header + 16, 8);
    checksum_ = kFnvBasis;
    if (!readBytes(description_.data(), description_.size()))
        return fail("cut short in its header");
    return true;
}

bool GameReader::next(GameData& g) {
    if (done_) return false;
    if (read_ == games_) {
        done_ = true;
        if (file_.peek() != std::char_traits<char>::eof())
            return fail("bytes after the last of its " + std::to_string(games_) + " games");
        if (checksum_ != expectedChecksum_) return fail("damaged (its checksum does not match)");
        return false;
    }
    const std::string where =
        "game " + std::to_string(read_ + 1) + " of " + std::to_string(games_) + ": ";
    char head[kGameHeaderBytes];
    if (!readBytes(head, kGameHeaderBytes)) return fail(where + "the file is cut short");
    g.start = int(get(head, 3));
    g.randomPlies = int(get(head + 3, 1));
    const int n = int(get(head + 4, 2));
    const int result = int(get(head + 6, 1));
    const int ending = int(get(head + 7, 1));
    if (n > kMaxPlies) return fail(where + std::to_string(n) + " plies, too many");
    if (result > 2) return fail(where + "result " + std::to_string(result) + " is no result");
    if (ending >= kGameEndCount) return fail(where + "unknown ending " + std::to_string(ending));
    buffer_.resize(size_t(4 * n + (n + 7) / 8));
    if (!readBytes(buffer_.data(), buffer_.size())) return fail(where + "the file is cut short");
    g.result = result / 2.0;
    g.ending = GameEnd(ending);
    g.moves.resize(size_t(n));
    g.scores.resize(size_t(n));
    g.kept.resize(size_t(n));
    for (int i = 0; i < n; ++i) {
        g.moves[i] = moveFromRaw(uint16_t(get(&buffer_[4 * i], 2)));
        g.scores[i] = int16_t(uint16_t(get(&buffer_[4 * i + 2], 2)));
    }
    const char* bits = &buffer_[4 * n];
    for (int i = 0; i < n; ++i) g.kept[i] = (uint8_t(bits[i / 8]) >> (i % 8)) & 1;
    if (n % 8 && uint8_t(bits[n / 8]) >> (n % 8))
        return fail(where + "kept flags beyond its last ply");
    std::string fault = replay(g, nullptr);
    if (!fault.empty()) return fail(where + fault);
    ++read_;
    return true;
}

std::string checkGameFile(const std::string& path, long games, std::string_view description) {
    GameReader reader;
    if (!reader.open(path)) return reader.error();
    if (games >= 0 && reader.games() != games)
        return path + ": " + std::to_string(reader.games()) + " games where " +
               std::to_string(games) + " were expected";
    if (!description.empty() && reader.description() != description)
        return path + ": made by \"" + reader.description() + "\", not by \"" +
               std::string(description) + "\"";
    GameData game;
    while (reader.next(game)) {
    }
    return reader.error();
}

} // namespace chess960::engine::tune
