// The electronic boards' decoders (DGT and Millennium ChessLink) and the move reader behind
// them: bytes from a board never crash them, never make them keep more than a message, and
// whatever boards they read, the reader's move is a legal one and its differences are real.
// The first byte picks the protocol (even: DGT, odd: ChessLink); each later byte's low bits
// also cut the input into reads of different sizes, as a serial port delivers them.
#include "chess960/dgt.h"
#include "chess960/eboard.h"
#include "chess960/millennium.h"
#include "fuzz_common.h"

using namespace chess960;

namespace {

void check(const eboard::MoveReader& r) {
    const eboard::Reading x = r.reading();
    switch (x.kind) {
    case eboard::Reading::Kind::Agrees:
        fuzz::require(r.board() == eboard::placementOf(r.position()), "agrees means equal");
        break;
    case eboard::Reading::Kind::Move:
    case eboard::Reading::Kind::WrongOrder:
        fuzz::require(r.position().isLegal(x.move), "a move read is legal");
        fuzz::require(eboard::placementOf(r.position().after(x.move)) == r.board(),
                      "a move read is what the board shows");
        break;
    case eboard::Reading::Kind::PromotionPiece:
        fuzz::require(r.position().isLegal(x.move), "a promotion read is legal");
        break;
    case eboard::Reading::Kind::EarlierPosition:
    case eboard::Reading::Kind::Differs:
        fuzz::require(!x.differences.empty(), "a board that differs has differences");
        for (const auto& d : x.differences)
            fuzz::require(d.want != d.have && r.board()[d.square] == d.have,
                          "a difference is real");
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const bool dgtBoard = (data[0] & 1) == 0;
    dgt::Decoder d;
    millennium::Decoder m;
    eboard::MoveReader reader;
    const Position start = Position::startPosition(int(data[0]) * 960 / 256);
    reader.setPosition(start, {eboard::placementOf(Position::startPosition(518))});
    size_t at = 1;
    while (at < size) {
        const size_t chunk = std::min(size - at, size_t(1 + (data[at] & 31)));
        const std::span<const uint8_t> bytes(data + at, chunk);
        at += chunk;
        if (dgtBoard) {
            for (const dgt::Event& e : d.feed(bytes)) {
                if (e.kind == dgt::Event::Kind::BoardDump) reader.setBoard(e.board);
                if (e.kind == dgt::Event::Kind::FieldUpdate) {
                    fuzz::require(e.square < NoSquare, "a field update names a square");
                    reader.setSquare(e.square, e.piece);
                }
            }
            fuzz::require(d.pending() <= dgt::Decoder::kMaxMessage, "DGT keeps one message");
        } else {
            for (const millennium::Event& e : m.feed(bytes))
                if (e.kind == millennium::Event::Kind::Status) reader.setBoard(e.board);
            fuzz::require(m.pending() <= 67, "ChessLink keeps one message");
        }
        check(reader);
    }
    return 0;
}
