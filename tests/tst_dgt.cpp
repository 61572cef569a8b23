// The DGT board's messages decoded from bytes (chess960::dgt::Decoder): a board dump, field
// updates, version and serial number, messages split across reads and noise before them,
// bodies that are not what their id promises, and random bytes that must never be trusted.
#include "chess960/dgt.h"
#include "chess960/eboard.h"
#include "chess960/position.h"
#include "chess960/startpos.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace chess960;
using namespace chess960::dgt;
using chess960::eboard::placementOf;

namespace {

std::vector<uint8_t> framed(uint8_t id, const std::vector<uint8_t>& body) {
    const size_t length = body.size() + 3;
    std::vector<uint8_t> out(length);
    out[0] = id;
    out[1] = uint8_t((length >> 7) & 0x7f);
    out[2] = uint8_t(length & 0x7f);
    std::copy(body.begin(), body.end(), out.begin() + 3);
    return out;
}

// The board's piece code of a piece (the inverse of pieceOfCode), for building dumps.
uint8_t codeOf(Piece p) {
    for (int code = 1; code <= 12; ++code)
        if (pieceOfCode(code) == p) return uint8_t(code);
    return 0;
}

std::vector<uint8_t> dumpOf(const Position& pos) {
    std::vector<uint8_t> body(64);
    for (int field = 0; field < 64; ++field)
        body[size_t(field)] = codeOf(pos.pieceOn(squareOfField(field)));
    return framed(kBoardDump, body);
}

} // namespace

class TestDgt : public QObject {
    Q_OBJECT
private slots:
    void fieldsAndCodes() {
        QCOMPARE(squareOfField(0), A8);
        QCOMPARE(squareOfField(7), H8);
        QCOMPARE(squareOfField(56), A1);
        QCOMPARE(squareOfField(63), H1);
        QCOMPARE(squareOfField(64), NoSquare);
        QCOMPARE(pieceOfCode(1), WPawn);
        QCOMPARE(pieceOfCode(2), WRook);
        QCOMPARE(pieceOfCode(5), WKing);
        QCOMPARE(pieceOfCode(6), WQueen);
        QCOMPARE(pieceOfCode(8), BRook);
        QCOMPARE(pieceOfCode(11), BKing);
        QCOMPARE(pieceOfCode(0), NoPiece);
        QCOMPARE(pieceOfCode(13), NoPiece);
    }

    // What the simulated board sends reads back as what it holds.
    void messagesReadBack() {
        for (int s = 0; s < 64; ++s) QCOMPARE(squareOfField(fieldOfSquare(Square(s))), Square(s));
        for (int code = 0; code <= 12; ++code) QCOMPARE(int(codeOfPiece(pieceOfCode(code))), code);
        const Position sp = Position::startPosition(310);
        QCOMPARE(boardDumpMessage(placementOf(sp)), dumpOf(sp));
        Decoder d;
        auto bytes = fieldUpdateMessage(C8, BKing);
        const auto v = versionMessage(1, 9);
        bytes.insert(bytes.end(), v.begin(), v.end());
        const auto events = d.feed(bytes);
        QCOMPARE(events.size(), size_t(2));
        QCOMPARE(events[0].square, C8);
        QCOMPARE(events[0].piece, BKing);
        QCOMPARE(events[1].text, std::string("1.9"));
    }

    // A Chess960 start position as the board dumps it, read back square by square.
    void aBoardDumpGivesEverySquare() {
        const Position sp = Position::startPosition(89);
        Decoder d;
        const auto events = d.feed(dumpOf(sp));
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, Event::Kind::BoardDump);
        for (int s = 0; s < 64; ++s) QCOMPARE(events[0].board[size_t(s)], sp.pieceOn(Square(s)));
        QCOMPARE(d.pending(), size_t(0));
    }

    // A castle as the board reports it: a piece lifted, put down, the other lifted, put down;
    // the bytes may come one at a time.
    void fieldUpdatesComeInAnyPieces() {
        std::vector<uint8_t> bytes;
        for (const auto& [field, code] :
             std::vector<std::pair<int, int>>{{60, 0}, {62, 5}, {63, 0}, {61, 2}}) {
            const auto m = framed(kFieldUpdate, {uint8_t(field), uint8_t(code)});
            bytes.insert(bytes.end(), m.begin(), m.end());
        }
        Decoder d;
        std::vector<Event> events;
        for (uint8_t b : bytes) {
            const auto got = d.feed(std::span<const uint8_t>(&b, 1));
            events.insert(events.end(), got.begin(), got.end());
        }
        QCOMPARE(events.size(), size_t(4));
        QCOMPARE(events[0].square, E1);
        QCOMPARE(events[0].piece, NoPiece);
        QCOMPARE(events[1].square, G1);
        QCOMPARE(events[1].piece, WKing);
        QCOMPARE(events[3].square, F1);
        QCOMPARE(events[3].piece, WRook);
    }

    void versionAndSerialNumber() {
        Decoder d;
        auto bytes = framed(kVersion, {1, 7});
        const auto serial = framed(kSerialNumber, {'1', '2', '3', '4', '5'});
        bytes.insert(bytes.end(), serial.begin(), serial.end());
        const auto events = d.feed(bytes);
        QCOMPARE(events.size(), size_t(2));
        QCOMPARE(events[0].kind, Event::Kind::Version);
        QCOMPARE(events[0].text, std::string("1.7"));
        QCOMPARE(events[1].kind, Event::Kind::SerialNumber);
        QCOMPARE(events[1].text, std::string("12345"));
    }

    // Noise before a message is reported once and skipped; a known id with a body that is not
    // its own is noise too, and the message after it still reads.
    void noiseIsSkippedAndSaid() {
        Decoder d;
        std::vector<uint8_t> bytes{0x01, 0x33, 0x7f};
        const auto wrong = framed(kFieldUpdate, {70, 1}); // no field 70
        bytes.insert(bytes.end(), wrong.begin(), wrong.end());
        const auto right = framed(kFieldUpdate, {0, 8});
        bytes.insert(bytes.end(), right.begin(), right.end());
        const auto events = d.feed(bytes);
        QCOMPARE(events.size(), size_t(2));
        QCOMPARE(events[0].kind, Event::Kind::Garbage);
        QCOMPARE(events[0].skipped, 3 + 5);
        QCOMPARE(events[1].kind, Event::Kind::FieldUpdate);
        QCOMPARE(events[1].square, A8);
        QCOMPARE(events[1].piece, BRook);
        // A board dump's id with the wrong length does not hold up what follows.
        Decoder e;
        std::vector<uint8_t> fake{kBoardDump, 0x07, 0x70};
        const auto after = framed(kVersion, {2, 0});
        fake.insert(fake.end(), after.begin(), after.end());
        const auto read = e.feed(fake);
        QCOMPARE(read.back().kind, Event::Kind::Version);
        QCOMPARE(e.pending(), size_t(0));
    }

    // Random bytes in random pieces: never a crash, never more kept than one message can be,
    // and every board dump read is a board of pieces the board can hold.
    void randomBytesAreNeverTrusted() {
        std::mt19937 rng(72);
        Decoder d;
        for (int round = 0; round < 2000; ++round) {
            std::vector<uint8_t> chunk(rng() % 200);
            for (uint8_t& b : chunk) b = uint8_t(rng());
            for (const Event& e : d.feed(chunk)) {
                if (e.kind == Event::Kind::FieldUpdate) QVERIFY(e.square != NoSquare);
                QVERIFY(e.skipped >= 0);
            }
            QVERIFY(d.pending() <= Decoder::kMaxMessage);
        }
    }
};

QTEST_MAIN(TestDgt)
#include "tst_dgt.moc"
