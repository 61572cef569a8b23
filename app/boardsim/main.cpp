// chess960-boardsim: a simulated DGT or Millennium ChessLink board on a pseudo-terminal, for
// trying the program's electronic-board support without a board, and for the tests.
//
//   chess960-boardsim [--millennium] [--link PATH] [--gap MS] [SCRIPT]
//
// It prints the terminal's path (connect with `chess960 --board dgt:PATH`), then plays the
// script (or what is typed) line by line, answering the program all the while:
//   setup N [M] [turned]   start position N (Black's M for Double Fischer Random)
//   fen PLACEMENT          any position (the first field of a FEN)
//   lift SQ | place SQ P   one piece lifted, or placed (P as in FEN: K Q R B N P k q ...)
//   move FROM TO           lift, lift what stands on TO, place
//   wait MS                pause; unplug / plug   the cable pulled out and put back (--link)
//   quit
#include "simboard.h"

#include "chess960/position.h"
#include "chess960/startpos.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <poll.h>
#include <sstream>
#include <string>
#include <unistd.h>

using namespace chess960;
using namespace chess960::boardsim;

namespace {

// Answers the program for ms milliseconds.
void serveFor(PtyBoard& board, int ms) {
    do {
        pollfd p{board.fd(), POLLIN, 0};
        const int step = ms > 50 ? 50 : ms;
        if (board.fd() >= 0 && ::poll(&p, 1, step) > 0)
            board.serve();
        else if (board.fd() < 0)
            ::usleep(unsigned(step) * 1000);
        ms -= step;
    } while (ms > 0);
}

// The first field of a FEN read as it stands, whatever it holds (kings missing, pieces extra):
// a board may hold anything.
bool placementFromFen(const std::string& field, eboard::Placement& out) {
    out = {};
    int rank = 7, file = 0;
    for (char c : field) {
        if (c == '/') {
            if (file != 8 || rank == 0) return false;
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            const Piece p = pieceFromLetter(c);
            if (p == NoPiece || file > 7) return false;
            out[makeSquare(file++, rank)] = p;
        }
        if (file > 8) return false;
    }
    return rank == 0 && file == 8;
}

} // namespace

int main(int argc, char* argv[]) {
    Protocol protocol = Protocol::Dgt;
    std::string link, script;
    int gap = 150;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--millennium")
            protocol = Protocol::Millennium;
        else if (a == "--dgt")
            protocol = Protocol::Dgt;
        else if (a == "--link" && i + 1 < argc)
            link = argv[++i];
        else if (a == "--gap" && i + 1 < argc)
            gap = std::atoi(argv[++i]);
        else if (a == "-h" || a == "--help") {
            std::puts("usage: chess960-boardsim [--millennium] [--link PATH] [--gap MS] [SCRIPT]");
            return 0;
        } else
            script = a;
    }
    PtyBoard board(protocol, link);
    if (!board.isOpen()) {
        std::fprintf(stderr, "chess960-boardsim: %s\n", board.error().c_str());
        return 1;
    }
    std::printf("%s\n", board.path().c_str());
    std::fflush(stdout);
    std::ifstream file;
    if (!script.empty()) {
        file.open(script);
        if (!file) {
            std::fprintf(stderr, "chess960-boardsim: cannot read %s\n", script.c_str());
            return 1;
        }
    }
    std::istream& in = script.empty() ? std::cin : file;
    std::string line;
    int number = 0;
    for (;;) {
        // Typed lines: answer the program while waiting for the next one.
        if (script.empty()) {
            pollfd fds[2] = {{0, POLLIN, 0}, {board.fd(), POLLIN, 0}};
            while (::poll(fds, board.fd() >= 0 ? 2 : 1, 100) >= 0 &&
                   !(fds[0].revents & (POLLIN | POLLHUP))) {
                if (board.fd() >= 0 && (fds[1].revents & POLLIN)) board.serve();
                fds[1].fd = board.fd();
            }
        }
        if (!std::getline(in, line)) break;
        ++number;
        std::istringstream words(line);
        std::string verb;
        words >> verb;
        if (verb.empty() || verb[0] == '#') continue;
        const auto fail = [&](const char* what) {
            std::fprintf(stderr, "chess960-boardsim: line %d: %s: %s\n", number, what,
                         line.c_str());
        };
        if (verb == "setup") {
            int w = -1, b = -1;
            std::string turned;
            words >> w;
            if (!(words >> b)) {
                b = w;
                words.clear();
            }
            words >> turned;
            const Position pos = Position::startPosition(w, b);
            if (w < 0 || w >= kStartPositionCount || b < 0 || b >= kStartPositionCount) {
                fail("no such start position");
                continue;
            }
            const auto p = eboard::placementOf(pos);
            board.setUp(turned == "turned" ? eboard::turned(p) : p);
        } else if (verb == "fen") {
            std::string field;
            words >> field;
            eboard::Placement p;
            if (!placementFromFen(field, p))
                fail("not a FEN position");
            else
                board.setUp(p);
        } else if (verb == "lift" || verb == "place") {
            std::string sq, piece;
            words >> sq >> piece;
            const Square s = parseSquare(sq);
            const Piece p =
                verb == "lift" ? NoPiece : pieceFromLetter(piece.empty() ? ' ' : piece[0]);
            if (s == NoSquare || (verb == "place" && p == NoPiece))
                fail("not a square and piece");
            else
                board.setSquare(s, p);
        } else if (verb == "move") {
            std::string a, b;
            words >> a >> b;
            const Square from = parseSquare(a), to = parseSquare(b);
            if (from == NoSquare || to == NoSquare)
                fail("not two squares");
            else
                board.move(from, to);
        } else if (verb == "wait") {
            int ms = 0;
            words >> ms;
            serveFor(board, ms);
        } else if (verb == "unplug") {
            board.unplug();
        } else if (verb == "plug") {
            if (!board.plugIn()) fail(board.error().c_str());
        } else if (verb == "quit") {
            break;
        } else {
            fail("unknown command");
        }
        serveFor(board, gap);
    }
    // A script played to its end leaves the board standing until the program lets go.
    if (!script.empty())
        while (board.fd() >= 0) serveFor(board, 1000);
    return 0;
}
