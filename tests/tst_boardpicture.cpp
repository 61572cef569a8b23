// Pictures of the board (boardImage, boardSvg, PictureActions' copy and save): the size asked
// for, the board's colours on the right squares (flipped too), the frame with coordinates only
// when wanted, pieces and drawings painted, an SVG that parses, and files written as asked.
#include "board/boardtheme.h"
#include "board/boardwidget.h"
#include "board/pieceset.h"
#include "game/gamesession.h"
#include "pictures/boardpicture.h"
#include "pictures/pictureactions.h"
#include "windowutil.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace chess960;
using namespace chess960::ui;

namespace {

// The centre of square s in a picture without coordinates.
QPoint centre(Square s, int size, bool flipped) {
    const int col = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    const int sq = size / 8;
    return {col * sq + sq / 2, row * sq + sq / 2};
}

// The colour near a square's corner, where no piece is drawn.
QColor corner(const QImage& image, Square s, int size, bool flipped) {
    const QPoint c = centre(s, size, flipped);
    return image.pixelColor(c - QPoint(size / 8 / 2 - 2, size / 8 / 2 - 2));
}

} // namespace

class TestBoardPicture : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_boardpicture"); }

    void imageShowsThePosition() {
        const BoardTheme theme = BoardTheme::byId(QString());
        const PieceSet pieces;
        const Position start = Position::startPosition(518);
        PictureOptions o;
        o.size = 400;
        o.coordinates = false;
        const QImage image = boardImage(start, theme, pieces, o);
        QCOMPARE(image.size(), QSize(400, 400));
        QCOMPARE(corner(image, A1, 400, false), theme.dark);
        QCOMPARE(corner(image, H1, 400, false), theme.light);
        // A white piece on e2 shows its colours in the middle; e4 is bare.
        QVERIFY(image.pixelColor(centre(E4, 400, false)) == theme.light);
        QVERIFY(image.pixelColor(centre(E2, 400, false)) != theme.light &&
                image.pixelColor(centre(E2, 400, false)) != theme.dark);
        // Flipped: h8 in the bottom-left corner.
        o.flipped = true;
        const QImage flipped = boardImage(start, theme, pieces, o);
        QCOMPARE(flipped.pixelColor(QPoint(3, 397)), theme.dark); // h8 is dark
        QVERIFY(flipped.pixelColor(centre(E7, 400, true)) != theme.light);
    }

    void coordinatesAndDrawingsWhenWanted() {
        const BoardTheme theme = BoardTheme::byId(QString());
        const PieceSet pieces;
        const Position start = Position::startPosition(518);
        PictureOptions o;
        o.size = 400;
        o.coordinates = true;
        const QImage framed = boardImage(start, theme, pieces, o);
        QCOMPARE(framed.pixelColor(1, 1), theme.frame);
        o.coordinates = false;
        o.markings = {Marking{'R', E4, E4}};
        const QImage marked = boardImage(start, theme, pieces, o);
        o.markings.clear();
        const QImage plain = boardImage(start, theme, pieces, o);
        QVERIFY(marked != plain);
        o.lastMove = bb(E4);
        QVERIFY(boardImage(start, theme, pieces, o).pixelColor(centre(E4, 400, false)) !=
                theme.light);
    }

    void svgParses() {
        const BoardTheme theme = BoardTheme::byId(QString());
        const PieceSet pieces;
        PictureOptions o;
        o.size = 320;
        o.markings = {Marking{'G', G1, F3}};
        const QByteArray svg = boardSvg(Position::startPosition(0), theme, pieces, o);
        QXmlStreamReader xml(svg);
        bool root = false;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"svg")
                root = true;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(root);
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(0, 0, 320, 320));
        QVERIFY(qAbs(renderer.defaultSize().width() - 320) <= 1); // millimetres, rounded
    }

    // File > Copy board image and Save board image (PictureActions) on a board of their own.
    void copiesAndSavesTheBoard() {
        QMainWindow window;
        auto* board = new BoardWidget(&window);
        window.setCentralWidget(board);
        board->setPosition(Position::startPosition(100), Move());
        auto* pictures = new PictureActions(board, &window);
        QTemporaryDir dir;
        QVERIFY(pictures->saveBoardImage(dir.filePath("board.png")));
        QImage png(dir.filePath("board.png"));
        QCOMPARE(png.size(), QSize(640, 640));
        QVERIFY(pictures->saveBoardImage(dir.filePath("board.svg")));
        QFile svg(dir.filePath("board.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(QSvgRenderer(svg.readAll()).isValid());
        QVERIFY(!pictures->saveBoardImage(dir.filePath("no/such/folder/board.png")));
        QVERIFY(window.findChild<QMessageBox*>(QStringLiteral("errorMessage")));
        QMenu menu;
        pictures->addTo(&menu);
        QCOMPARE(menu.actions().size(), 2);
        windowutil::action(window, "copyBoardImage")->trigger();
        QCOMPARE(QApplication::clipboard()->image().size(), QSize(640, 640));
    }
};

QTEST_MAIN(TestBoardPicture)
#include "tst_boardpicture.moc"
