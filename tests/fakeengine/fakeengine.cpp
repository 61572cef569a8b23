// fakeengine: a UCI engine for the tests that plays legal moves with the core, or misbehaves
// on request. The mode is the first argument or FAKEENGINE_MODE:
//   good             handshake with options, legal moves (a castle when it can)
//   no-uciok         names itself but never says uciok
//   crash-at-move-N  aborts (SIGABRT) on its N-th "go"
//   exit-at-move-N   exits with status 3 on its N-th "go"
//   hang             never answers "go", not even after "stop"
//   illegal          answers with a well-formed move that is not legal
//   malformed        answers "bestmove xyz9"
//   flood            answers "go" with info lines without end
//   garbage-info     writes broken info lines before each (legal) move
//   no-960           offers no UCI_Chess960 and writes castles as the king's move
//   ignore-quit      plays well but does not exit on "quit"
// FAKEENGINE_PREFER: UCI moves it plays first when legal; FAKEENGINE_LOG: a file that gets
// every line it reads. In 960 mode a castle that is not king-takes-rook, or in standard mode
// one that is, makes it exit with status 4, as engines of other programs did.
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/position.h"
#include "chess960/startpos.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace chess960;

namespace {

std::vector<std::string> split(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> w;
    for (std::string x; in >> x;) w.push_back(x);
    return w;
}

struct Engine {
    std::string mode = "good";
    int failAtGo = 0; // crash-at-move-N / exit-at-move-N
    bool chess960 = false;
    Position pos = Position::startPosition(kClassicalStartNumber);
    std::vector<std::string> prefer;
    int goCount = 0;
    bool infinite = false;

    void say(const std::string& line) { std::cout << line << std::endl; }

    UciCastling style() const {
        return chess960 ? UciCastling::KingTakesRook : UciCastling::KingToTarget;
    }

    void uci() {
        say("id name Fake Engine 1.0");
        say("id author The Test Suite");
        if (mode == "no-uciok") return;
        if (mode != "no-960") say("option name UCI_Chess960 type check default false");
        say("option name Hash type spin default 16 min 1 max 1024");
        say("option name Style type combo default Normal var Solid var Normal var Risky");
        say("option name Book File type string default <empty>");
        say("option name Clear Hash type button");
        say("option name Ponder type check default false");
        say("option name UCI_LimitStrength type check default false");
        say("option name UCI_Elo type spin default 1500 min 1000 max 2800");
        say("option name MultiPV type spin default 1 min 1 max 500");
        say("uciok");
    }

    void position(const std::vector<std::string>& w) {
        size_t i = 1;
        if (i < w.size() && w[i] == "startpos") {
            pos = Position::startPosition(kClassicalStartNumber);
            ++i;
        } else if (i < w.size() && w[i] == "fen") {
            std::string fen;
            for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
            auto p = Position::fromFen(fen);
            if (!p) {
                std::cerr << "fakeengine: bad FEN " << fen << "\n";
                std::exit(4);
            }
            pos = *p;
        }
        if (i < w.size() && w[i] == "moves") ++i;
        for (; i < w.size(); ++i) {
            auto m = moveFromUci(pos, w[i]);
            if (!m || moveToUci(pos, *m, style()) != w[i]) {
                std::cerr << "fakeengine: cannot read move " << w[i] << "\n";
                std::exit(4);
            }
            pos = pos.after(*m);
        }
    }

    Move choose() const {
        MoveList moves;
        generateLegalMoves(pos, moves);
        if (moves.empty()) return Move();
        for (const std::string& p : prefer)
            if (auto m = moveFromUci(pos, p)) return *m;
        for (Move m : moves)
            if (m.kind() == Move::Castling) return m;
        return moves[0];
    }

    // A move of one's own piece to a square where it cannot go.
    std::string illegalMove() const {
        for (int from = 0; from < 64; ++from) {
            const Piece p = pos.pieceOn(Square(from));
            if (p == NoPiece || colorOf(p) != pos.sideToMove()) continue;
            for (int to = 0; to < 64; ++to) {
                if (to == from) continue;
                const std::string text = squareName(Square(from)) + squareName(Square(to));
                if (!moveFromUci(pos, text)) return text;
            }
        }
        return "a1a2";
    }

    void answer() {
        if (mode == "hang") return;
        if (mode == "malformed") return say("bestmove xyz9");
        if (mode == "illegal") return say("bestmove " + illegalMove());
        if (mode == "flood")
            for (long n = 0;; ++n) say("info depth 1 nodes " + std::to_string(n) + " pv a2a3");
        const Move m = choose();
        if (m.isNull()) return say("bestmove (none)");
        const std::string text = moveToUci(pos, m, style());
        if (mode == "garbage-info") {
            say("info depth banana");
            say("info score cp");
            say("info \x01\x02\xff garbage");
            say("info depth 2 pv " + text + " zz99");
        }
        say("info depth 1 seldepth 1 multipv 1 score cp 12 nodes 20 nps 2000 time 10 pv " + text);
        say("bestmove " + text);
    }

    void go(const std::vector<std::string>& w) {
        ++goCount;
        if (failAtGo == goCount) {
            if (mode.rfind("crash", 0) == 0) {
                std::cerr << "free(): invalid pointer" << std::endl;
                std::abort();
            }
            std::exit(3);
        }
        infinite = false;
        for (const std::string& x : w) infinite = infinite || x == "infinite";
        if (infinite && mode != "hang") {
            say("info depth 1 score cp 5 pv " + moveToUci(pos, choose(), style()));
            return; // the move comes after "stop"
        }
        answer();
    }

    void setOption(const std::vector<std::string>& w) {
        if (w.size() == 5 && w[2] == "UCI_Chess960") chess960 = w[4] == "true";
    }
};

} // namespace

int main(int argc, char** argv) {
    // Dies of a segmentation fault as an engine does, also when built with AddressSanitizer,
    // whose handler would otherwise turn the signal into a report and an exit status.
    std::signal(SIGSEGV, SIG_DFL);
    Engine e;
    if (argc > 1)
        e.mode = argv[1];
    else if (const char* m = std::getenv("FAKEENGINE_MODE"))
        e.mode = m;
    for (const char* prefix : {"crash-at-move-", "exit-at-move-"}) {
        const std::string p(prefix);
        if (e.mode.rfind(p, 0) == 0) e.failAtGo = std::atoi(e.mode.c_str() + p.size());
    }
    if (const char* p = std::getenv("FAKEENGINE_PREFER")) e.prefer = split(p);
    std::ofstream log;
    if (const char* path = std::getenv("FAKEENGINE_LOG")) log.open(path, std::ios::app);
    for (std::string line; std::getline(std::cin, line);) {
        if (log.is_open()) log << line << std::endl;
        const std::vector<std::string> w = split(line);
        if (w.empty()) continue;
        if (w[0] == "uci") e.uci();
        if (w[0] == "isready") e.say("readyok");
        if (w[0] == "setoption") e.setOption(w);
        if (w[0] == "position") e.position(w);
        if (w[0] == "go") e.go(w);
        if (w[0] == "stop" && e.infinite && e.mode != "hang") {
            e.infinite = false;
            e.answer();
        }
        if (w[0] == "quit" && e.mode != "ignore-quit") return 0;
    }
    return 0;
}
