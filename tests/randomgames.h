// Random games and PGN files of them, for the tests and benchmarks that need many games with
// everything a real file has: Chess960 and Double Fischer Random starts, variations, comments
// (with braces and semicolons in them), glyphs, results, and files written the way other
// programs write them.
#pragma once

#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/startpos.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>

namespace randomgames {

/// A game of random legal moves (up to maxPlies) from a random start, one in eight a Double
/// Fischer Random pair, with comments, glyphs and variations; resigned now and then.
inline chess960::Game game(std::mt19937& rng, int index, int maxPlies = 40) {
    using namespace chess960;
    Game game = rng() % 8 == 0 ? *Game::fromFen(dfrcFen(int(rng() % 960), int(rng() % 960)))
                               : *Game::fromStartNumber(int(rng() % 960));
    game.setTag("Event", "Random " + std::to_string(index));
    game.setTag("White", index % 3 ? "Anna" : "Boris, the \"second\"");
    game.setTag("Black", "Player " + std::to_string(index % 97));
    const int plies = int(rng() % unsigned(maxPlies + 1));
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        MoveList list;
        generateLegalMoves(game.position(), list);
        if (list.size() == 0) break;
        const Move m = list[rng() % list.size()];
        // Now and then a variation: another move at this position, then back.
        // (Not one that ends the game: the game's result is that of its last position reached.)
        const Move other =
            list.size() > 1 ? list[(rng() % (list.size() - 1) + 1) % list.size()] : m;
        MoveList replies;
        if (list.size() > 1) generateLegalMoves(game.position().after(other), replies);
        if (i > 0 && rng() % 7 == 0 && list.size() > 1 && replies.size() > 0) {
            const NodeId here = game.cursor();
            const NodeId side = game.addMove(other);
            if (side != kNoNode) game.setComment(side, "a try {with braces} and ; semicolons");
            game.goTo(here);
        }
        const NodeId n = game.addMove(m);
        if (n == kNoNode) break;
        if (rng() % 5 == 0) game.setComment(n, "comment " + std::to_string(i));
        if (rng() % 6 == 0) game.setNags(n, {int(rng() % 6) + 1});
    }
    const auto main = game.mainLine();
    game.goTo(main.empty() ? Game::root() : main.back());
    // Resigned now and then, never in a position that has ended by itself (a mate the tree's
    // moves reached).
    MoveList left;
    generateLegalMoves(game.position(), left);
    if (!game.isOver() && left.size() > 0 && rng() % 2) game.resign(rng() % 2 ? White : Black);
    return game;
}

/// A file of n random games, written the way other programs write them: blank lines between
/// games that vary, now and then a comment or an escaped line between two games, CR LF line
/// ends when asked.
inline std::string file(std::mt19937& rng, int n, bool crlf, int maxPlies = 40) {
    std::string text;
    if (rng() % 2) text += "% written by another program\n";
    for (int i = 0; i < n; ++i) {
        text += chess960::writePgn(game(rng, i, maxPlies));
        if (rng() % 4 == 0) text += "\n";
        if (rng() % 9 == 0) text += "{a comment between games}\n\n";
    }
    if (rng() % 2) text.pop_back(); // no empty line at the end
    if (!crlf) return text;
    std::string out;
    out.reserve(text.size() + text.size() / 30);
    for (char c : text) {
        if (c == '\n') out += '\r';
        out += c;
    }
    return out;
}

/// A game as real exports have them: 60 to 120 plies of random legal moves from a random start
/// position, the clock on every move (written [%clk], the time left falling by what the move
/// took and rising by the increment), one game in ten with an evaluation on every move
/// (written [%eval]), now and then a variation and a glyph, and the tags a server writes (players
/// drawn from a few thousand names with their ratings, event, site, date, round, time
/// control, the start's FEN). A game that ends before by itself ends there.
inline chess960::Game realGame(std::mt19937& rng, int index) {
    using namespace chess960;
    const int number = int(rng() % 960);
    Game game = *Game::fromStartNumber(number);
    const int white = int(rng() % 4000), black = int(rng() % 4000);
    game.setTag("Event", "Rated Chess960 game");
    game.setTag("Site", "https://example.org/" + std::to_string(100000000 + index));
    char date[16];
    std::snprintf(date, sizeof date, "2024.%02u.%02u", unsigned(1 + rng() % 12),
                  unsigned(1 + rng() % 28));
    game.setTag("Date", date);
    game.setTag("Round", "-");
    game.setTag("White", "player" + std::to_string(white));
    game.setTag("Black", "player" + std::to_string(black));
    game.setTag("WhiteElo", std::to_string(1200 + (white * 7919) % 1600));
    game.setTag("BlackElo", std::to_string(1200 + (black * 7919) % 1600));
    game.setTag("TimeControl", "180+2");
    game.setTag("Variant", "Chess960");
    const int plies = 60 + int(rng() % 61);
    const bool evals = rng() % 10 == 0;
    int clock[2] = {180, 180};
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        MoveList list;
        generateLegalMoves(game.position(), list);
        if (list.size() == 0) break;
        const NodeId here = game.cursor();
        const Move m = list[rng() % list.size()];
        const NodeId n = game.addMove(m);
        if (n == kNoNode) break;
        int& left = clock[i % 2];
        left = std::max(1, left - int(rng() % 12) + 2);
        game.setClock(n, int64_t(left) * 1000);
        if (evals) game.setEval(n, Evaluation{false, int(rng() % 801) - 400});
        if (rng() % 30 == 0) game.setNags(n, {int(rng() % 6) + 1});
        // Now and then a variation: another move here, not one that ends the game.
        if (i > 4 && rng() % 40 == 0 && list.size() > 1) {
            const Move other = list[(rng() % (list.size() - 1) + 1) % list.size()];
            MoveList replies;
            game.goTo(here);
            generateLegalMoves(game.position().after(other), replies);
            if (other != m && replies.size() > 0) {
                const NodeId side = game.addMove(other);
                if (side != kNoNode) {
                    if (game.isOver())
                        game.deleteFrom(side);
                    else
                        game.setComment(side, "better was this");
                }
            }
            game.goTo(n);
        }
    }
    MoveList left;
    generateLegalMoves(game.position(), left);
    if (!game.isOver() && left.size() > 0) {
        const unsigned how = rng() % 3;
        if (how == 0) game.resign(White);
        if (how == 1) game.resign(Black);
        if (how == 2) game.agreeDraw();
    }
    return game;
}

} // namespace randomgames
