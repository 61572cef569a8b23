// Helpers shared by the core test suites.
#pragma once

#include "chess960/game.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "chess960/position.h"

#include <QString>
#include <QTest>

#include <cctype>
#include <fstream>
#include <string>
#include <vector>

namespace testutil {

/// Reads a FEN that the test itself asserts is valid.
inline chess960::Position position(const std::string& fen) {
    auto pos = chess960::Position::fromFen(fen);
    if (!pos) qFatal("bad FEN in test: %s (%s)", fen.c_str(), pos.error().message.c_str());
    return *pos;
}

/// Reads a game in PGN that the test itself asserts is valid.
inline chess960::Game game(const char* pgn) {
    auto g = chess960::readPgnGame(pgn);
    if (!g) qFatal("bad PGN in test: %s (%s)", pgn, g.error().message.c_str());
    return *g;
}

/// Reads a move in SAN that the test itself asserts is legal in pos.
inline chess960::Move san(const chess960::Position& pos, const char* text) {
    auto m = chess960::moveFromSan(pos, text);
    if (!m) qFatal("bad move in test: %s", text);
    return *m;
}

/// Lines of a file in tests/data, without comments ('#') and blank lines.
inline std::vector<std::string> dataLines(const std::string& name) {
    std::ifstream in(std::string(CHESS960_TEST_DATA) + "/" + name);
    if (!in) qFatal("cannot open test data %s", name.c_str());
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        lines.push_back(line);
    }
    return lines;
}

inline std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

/// The same position with colours exchanged and the board turned upside down (X-FEN).
inline std::string mirrorFen(const std::string& fen) {
    auto fields = split(fen, ' ');
    auto ranks = split(fields[0], '/');
    std::string board;
    for (int i = 7; i >= 0; --i) {
        for (char c : ranks[size_t(i)])
            board += std::isalpha(static_cast<unsigned char>(c)) ? char(c ^ 0x20) : c;
        if (i) board += '/';
    }
    std::string castling = fields[2];
    if (castling != "-")
        for (char& c : castling) c = char(c ^ 0x20);
    std::string ep = fields[3];
    if (ep != "-") ep[1] = ep[1] == '3' ? '6' : '3';
    return board + (fields[1] == "w" ? " b " : " w ") + castling + " " + ep + " " + fields[4] +
           " " + fields[5];
}

} // namespace testutil
