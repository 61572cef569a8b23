#include "simboard.h"

#include "chess960/dgt.h"
#include "chess960/millennium.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace chess960::boardsim {

namespace {

std::string bytesOf(const std::vector<uint8_t>& v) {
    return std::string(v.begin(), v.end());
}

// Length of a ChessLink command from its letter, check included; 0 for an unknown letter.
size_t commandLength(char c) {
    switch (c) {
    case 'V':
    case 'S':
    case 'X':
    case 'T': return 3;
    case 'R': return 5;
    case 'W': return 7;
    case 'L': return 1 + 2 + 81 * 2 + 2;
    default: return 0;
    }
}

} // namespace

SimulatedBoard::SimulatedBoard(Protocol protocol)
    : protocol_(protocol), reporting_(protocol == Protocol::Millennium) {}

std::string SimulatedBoard::receive(std::span<const uint8_t> bytes) {
    std::string out;
    if (protocol_ == Protocol::Dgt) {
        for (uint8_t b : bytes) {
            switch (b) {
            case dgt::kSendReset: reporting_ = false; break;
            case dgt::kSendBoard: out += bytesOf(dgt::boardDumpMessage(board_)); break;
            case dgt::kSendUpdateBoard: reporting_ = true; break;
            case dgt::kSendVersion: out += bytesOf(dgt::versionMessage(1, 7)); break;
            case dgt::kSendSerialNumber: out += bytesOf(dgt::serialNumberMessage("96000")); break;
            default: break;
            }
        }
        return out;
    }
    for (uint8_t b : bytes) pending_ += char(b & 0x7f);
    while (!pending_.empty()) {
        const size_t length = commandLength(pending_[0]);
        if (length == 0) {
            pending_.erase(0, 1);
            continue;
        }
        if (pending_.size() < length) break;
        const std::string cmd = pending_.substr(0, length);
        pending_.erase(0, length);
        // A command with a wrong check is not acted on, as on the board.
        if (millennium::command(cmd.substr(0, length - 2)) != cmd) continue;
        switch (cmd[0]) {
        case 'V': out += millennium::command("v0107"); break;
        case 'S': out += millennium::statusMessage(board_); break;
        case 'X':
            leds_ = {};
            out += millennium::command("x");
            break;
        case 'L':
            // Slot time, then each LED's pattern byte in two hex digits: lit unless 00.
            for (size_t i = 0; i < 81; ++i) leds_[i] = cmd.compare(3 + 2 * i, 2, "00") != 0;
            out += millennium::command("l");
            break;
        case 'R':
            out += millennium::command(std::string("r").append(cmd, 1, 2).append("00"));
            break;
        case 'W':
            if (cmd.substr(1, 2) == "02")
                reporting_ = (std::strtol(cmd.substr(3, 2).c_str(), nullptr, 16) & 7) != 1;
            out += millennium::command(std::string("w").append(cmd, 1, 4));
            break;
        default: break;
        }
    }
    return out;
}

std::string SimulatedBoard::report(Square s) {
    if (!reporting_) return {};
    if (protocol_ == Protocol::Dgt) return bytesOf(dgt::fieldUpdateMessage(s, board_[s]));
    return millennium::statusMessage(board_);
}

std::string SimulatedBoard::setSquare(Square s, Piece p) {
    if (s >= NoSquare || board_[s] == p) return {};
    board_[s] = p;
    return report(s);
}

std::string SimulatedBoard::setUp(const eboard::Placement& board) {
    std::string out;
    if (protocol_ == Protocol::Millennium) {
        const bool changed = board != board_;
        board_ = board;
        return changed && reporting_ ? millennium::statusMessage(board_) : std::string();
    }
    for (int s = 0; s < 64; ++s) out += setSquare(Square(s), board[size_t(s)]);
    return out;
}

PtyBoard::PtyBoard(Protocol protocol, std::string linkPath)
    : board_(protocol), link_(std::move(linkPath)) {
    plugIn();
}

PtyBoard::~PtyBoard() {
    unplug();
    if (!link_.empty()) ::unlink(link_.c_str());
}

std::string PtyBoard::path() const {
    return link_.empty() ? slavePath_ : link_;
}

bool PtyBoard::plugIn() {
    if (master_ >= 0) return true;
    const int fd = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0 || ::grantpt(fd) != 0 || ::unlockpt(fd) != 0) {
        error_ = std::string("no pseudo-terminal: ") + std::strerror(errno);
        if (fd >= 0) ::close(fd);
        return false;
    }
    const char* name = ::ptsname(fd);
    slavePath_ = name ? name : "";
    // Raw bytes both ways: no echo, no line editing, no translation of line ends.
    termios t{};
    if (::tcgetattr(fd, &t) == 0) {
        ::cfmakeraw(&t);
        ::tcsetattr(fd, TCSANOW, &t);
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    master_ = fd;
    if (!link_.empty()) {
        const std::string tmp = link_ + ".new";
        ::unlink(tmp.c_str());
        if (::symlink(slavePath_.c_str(), tmp.c_str()) != 0 ||
            ::rename(tmp.c_str(), link_.c_str()) != 0) {
            error_ = "cannot make the link " + link_ + ": " + std::strerror(errno);
            return false;
        }
    }
    return true;
}

void PtyBoard::unplug() {
    if (master_ < 0) return;
    ::close(master_);
    master_ = -1;
}

void PtyBoard::send(const std::string& bytes) {
    if (master_ < 0 || bytes.empty()) return;
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(master_, bytes.data() + done, bytes.size() - done);
        if (n > 0) {
            done += size_t(n);
        } else if (n < 0 && errno == EAGAIN) {
            ::usleep(1000);
        } else {
            return;
        }
    }
}

void PtyBoard::serve() {
    if (master_ < 0) return;
    uint8_t buf[512];
    for (;;) {
        const ssize_t n = ::read(master_, buf, sizeof buf);
        if (n <= 0) return; // nothing more now, or the program's side is closed
        send(board_.receive(std::span<const uint8_t>(buf, size_t(n))));
    }
}

void PtyBoard::setSquare(Square s, Piece p) {
    send(board_.setSquare(s, p));
}

void PtyBoard::setUp(const eboard::Placement& board) {
    send(board_.setUp(board));
}

void PtyBoard::move(Square from, Square to) {
    const Piece p = board_.placement()[from];
    setSquare(from, NoPiece);
    if (board_.placement()[to] != NoPiece) setSquare(to, NoPiece);
    setSquare(to, p);
}

} // namespace chess960::boardsim
