#include "movelist/movetreeview.h"

#include "i18n/castlewording.h"
#include "i18n/piecenotation.h"
#include "i18n/scoretext.h"
#include "movelist/nagwords.h"
#include "movelist/treewalk.h"

#include "chess960/review/review.h"

#include "chess960/notation.h"

#include <QAbstractTextDocumentLayout>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>

#include <algorithm>
#include <functional>

namespace chess960::ui {

namespace {

QString clockText(int64_t ms) {
    const int64_t s = ms / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

// As the engine lines and the review write a score: one number format on the screen.
QString evalText(const Evaluation& e) {
    return shownScore(e.value, e.mate, e.value);
}

// Writes the moves of the game as HTML, one line after another.
class Writer {
public:
    explicit Writer(const Game& game) : game_(game) {}

    QString write() {
        if (!game_.startComment().empty()) comment(game_.startComment());
        const auto& first = game_.children(Game::root());
        if (!first.empty()) line(first.front(), 0, true, 0);
        if (game_.isOver()) {
            // As PGN writes it (1/2-1/2 for a draw), with the reason in the player's language.
            const QString score = QString::fromUtf8(resultText(game_.result()).data());
            out_ += QStringLiteral("</p><p style=\"margin-top:6px\"><b>%1</b></p>")
                        .arg(MoveTreeView::tr("%1 (%2)")
                                 .arg(score, CastleWording::terminationText(game_.termination()))
                                 .toHtmlEscaped());
        }
        return out_;
    }

private:
    // The moves from n on along first children; the variations of each move after it.
    // ply: half-moves before n's move, from the start position.
    void line(NodeId n, int depth, bool numberFirst, int ply) {
        bool needNumber = numberFirst;
        for (; game_.contains(n); ++ply) {
            move(n, needNumber, ply);
            needNumber = false;
            const PlayedMove& m = game_.nodeMove(n);
            if (!m.comment.empty()) {
                comment(m.comment);
                needNumber = true;
            }
            const auto& siblings = game_.children(game_.parentOf(n));
            if (siblings.front() == n && siblings.size() > 1) {
                for (size_t i = 1; i < siblings.size(); ++i) variation(siblings[i], depth + 1, ply);
                needNumber = true;
            }
            const auto& next = game_.children(n);
            if (next.empty()) break;
            n = next.front();
        }
    }

    void variation(NodeId n, int depth, int ply) {
        if (depth == 1) {
            // Under the main line: a block of its own, indented, as on lichess.
            out_ += QStringLiteral("</p><p style=\"margin-left:%1px; margin-top:0; "
                                   "margin-bottom:0; color:#444\">")
                        .arg(14 * depth);
            line(n, depth, true, ply);
            out_ += QStringLiteral("</p><p style=\"margin-top:0; margin-bottom:0\">");
        } else {
            out_ += QStringLiteral("( ");
            line(n, depth, true, ply);
            out_ += QStringLiteral(") ");
        }
    }

    void move(NodeId n, bool forceNumber, int ply) {
        const PlayedMove& m = game_.nodeMove(n);
        // The move number from the start position and the ply: no position is replayed.
        const auto [mover, number] = moveNumberAt(game_.startPosition(), ply);
        // The review's mark on its own lines is for the program, not for the reader.
        if (!m.commentBefore.empty() && m.commentBefore != review::kReviewMark) {
            comment(m.commentBefore);
            forceNumber = true;
        }
        if (mover == White)
            out_ += QStringLiteral("%1.&nbsp;").arg(number);
        else if (forceNumber)
            out_ += QStringLiteral("%1...&nbsp;").arg(number);
        QString text = shownMove(QString::fromStdString(m.san)).toHtmlEscaped();
        // A castle is one word: its hyphens do not break at the end of a line ("O-" / "O-O").
        if (m.san.rfind("O-O", 0) == 0) text.replace(QLatin1Char('-'), QChar(0x2011));
        // The figurines of the text fonts are drawn small beside letters: a size larger.
        if (pieceNotation() == PieceNotation::Figurine)
            for (const QString& figurine : shownPieceLetters())
                text.replace(
                    figurine,
                    QStringLiteral("<span style=\"font-size:large\">%1</span>").arg(figurine));
        // Symbols stand right after the move; NAGs without one are said in words after it.
        QStringList words;
        for (int nag : m.nags)
            if (const QString glyph = nagGlyph(nag); !glyph.isEmpty())
                text += glyph.toHtmlEscaped();
            else if (const QString said = nagShown(nag); !said.isEmpty())
                words << said;
        out_ += QStringLiteral("<a name=\"n%1\" href=\"n:%1\" style=\"color:#1a1a1a; "
                               "text-decoration:none\">%2</a> ")
                    .arg(int(n))
                    .arg(text);
        if (!words.isEmpty())
            out_ += QStringLiteral("<span style=\"color:#6b5b2b\">(%1)</span> ")
                        .arg(words.join(QStringLiteral("; ")).toHtmlEscaped());
        if (m.eval)
            out_ +=
                QStringLiteral("<span style=\"color:#2a6f97\">%1</span> ").arg(evalText(*m.eval));
        if (m.clockMs)
            out_ +=
                QStringLiteral("<span style=\"color:#888\">%1</span> ").arg(clockText(*m.clockMs));
    }

    void comment(const std::string& text) {
        out_ += QStringLiteral("<span style=\"color:#6b5b2b\"><i>%1</i></span> ")
                    .arg(QString::fromStdString(text).toHtmlEscaped());
    }

    const Game& game_;
    QString out_;
};

} // namespace

QSize MoveTreeView::sizeHint() const {
    constexpr int kLines = 6;
    QSize s = QTextBrowser::sizeHint();
    s.setHeight(fontMetrics().lineSpacing() * kLines + 2 * frameWidth() +
                int(document()->documentMargin()) * 2);
    return s;
}

MoveTreeView::MoveTreeView(QWidget* parent) : QTextBrowser(parent) {
    qRegisterMetaType<chess960::NodeId>();
    setObjectName(QStringLiteral("moveTree"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    // Tab reaches it too: the list is walked with the keys (Up and Down among variations).
    setFocusPolicy(Qt::StrongFocus);
    // A frame in the highlight colour while it has the keys, whatever the style draws.
    setStyleSheet(QStringLiteral("#moveTree:focus { border: 2px solid palette(highlight); }"));
    setMinimumWidth(200);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QString s = url.toString();
        if (s.startsWith(QLatin1String("n:"))) emit nodeActivated(NodeId{s.mid(2).toInt()});
    });
}

QString MoveTreeView::html(const Game& game) const {
    return QStringLiteral("<p style=\"margin-top:0; margin-bottom:0\">") + Writer(game).write() +
           QStringLiteral("</p>");
}

void MoveTreeView::setGame(const Game& game, NodeId current) {
    shape_ = game;
    const NodeId shown = game.contains(current) ? current : Game::root();
    // Walking the tree only moves the highlight; the text is laid out again only when it
    // changed (a move, an edit, a new game).
    const QString text = html(game);
    if (text != html_) {
        html_ = text;
        const int scroll = verticalScrollBar()->value();
        setHtml(html_);
        // Laid out now, not when next painted: the scroll range and the place of the move on
        // view below are those of the new text (else a move played at the end of a long game
        // stayed out of view).
        document()->documentLayout()->documentSize();
        verticalScrollBar()->setValue(scroll);
        anchors_.clear();
        for (QTextBlock b = document()->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextFragment f = it.fragment();
                const QString href = f.charFormat().anchorHref();
                if (!href.startsWith(QLatin1String("n:"))) continue;
                // A move may stand in several fragments: its range covers them all.
                const auto [it2, fresh] =
                    anchors_.try_emplace(href.mid(2).toInt(), f.position(), f.length());
                if (!fresh) {
                    const int end =
                        std::max(it2->second.first + it2->second.second, f.position() + f.length());
                    it2->second.first = std::min(it2->second.first, f.position());
                    it2->second.second = end - it2->second.first;
                }
            }
        current_ = kNoNode; // the new text has no highlight yet
    }
    highlight(current_, false);
    current_ = shown;
    highlight(current_, true);
    if (const auto it = anchors_.find(int(current_)); it != anchors_.end()) {
        QTextCursor at(document());
        at.setPosition(it->second.first);
        const QRect r = cursorRect(at);
        if (!viewport()->rect().contains(r)) ensureCursorVisibleAt(it->second.first);
    }
}

void MoveTreeView::highlight(NodeId n, bool on) {
    const auto it = anchors_.find(int(n));
    if (it == anchors_.end()) return;
    QTextCursor c(document());
    c.setPosition(it->second.first);
    c.setPosition(it->second.first + it->second.second, QTextCursor::KeepAnchor);
    QTextCharFormat f;
    f.setBackground(on ? QColor(0x9c, 0xc3, 0xe6) : QColor(Qt::transparent));
    f.setForeground(on ? QColor(Qt::black) : QColor(0x1a, 0x1a, 0x1a));
    f.setFontWeight(on ? QFont::Bold : QFont::Normal);
    c.mergeCharFormat(f);
}

void MoveTreeView::ensureCursorVisibleAt(int position) {
    // Scrolled by hand: moving the text cursor there and back would scroll back with it.
    QTextCursor c(document());
    c.setPosition(position);
    const QRect r = cursorRect(c);
    const int margin = fontMetrics().height() / 2;
    QScrollBar* bar = verticalScrollBar();
    if (r.bottom() > viewport()->height())
        bar->setValue(bar->value() + r.bottom() - viewport()->height() + margin);
    else if (r.top() < 0)
        bar->setValue(bar->value() + r.top() - margin);
}

NodeId MoveTreeView::nodeAt(const QPoint& viewportPoint) const {
    const QString anchor = anchorAt(viewportPoint);
    if (!anchor.startsWith(QLatin1String("n:"))) return kNoNode;
    return NodeId{anchor.mid(2).toInt()};
}

QString MoveTreeView::moveLabel(const Game& game, NodeId n) {
    const auto [mover, number] = moveNumberAt(game.startPosition(), game.plyOf(n) - 1);
    return QString::fromLatin1(mover == White ? "%1. %2" : "%1... %2")
        .arg(number)
        .arg(shownMove(QString::fromStdString(game.nodeMove(n).san)));
}

const std::vector<int>& MoveTreeView::offeredNags() {
    static const std::vector<int> nags{1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19};
    return nags;
}

void MoveTreeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        html_.clear();
        setGame(shape_, current_);
    }
    QTextBrowser::changeEvent(event);
}

void MoveTreeView::keyPressEvent(QKeyEvent* event) {
    TreeStep step;
    switch (event->key()) {
    case Qt::Key_Left: step = TreeStep::Back; break;
    case Qt::Key_Right: step = TreeStep::Forward; break;
    case Qt::Key_Up: step = TreeStep::PreviousSibling; break;
    case Qt::Key_Down: step = TreeStep::NextSibling; break;
    case Qt::Key_Home: step = TreeStep::Start; break;
    case Qt::Key_End: step = TreeStep::End; break;
    default: QTextBrowser::keyPressEvent(event); return;
    }
    const NodeId to = stepInTree(shape_, current_, step);
    if (to != current_) emit nodeActivated(to);
    event->accept();
}

bool MoveTreeView::focusNextPrevChild(bool next) {
    return QWidget::focusNextPrevChild(next);
}

void MoveTreeView::contextMenuEvent(QContextMenuEvent* event) {
    const NodeId n = nodeAt(event->pos());
    if (n == kNoNode) return;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("moveTreeMenu"));
    const bool variation = !shape_.isMainLine(n);
    const bool firstChild = shape_.children(shape_.parentOf(n)).front() == n;
    auto add = [&](const QString& text, Edit edit, bool enabled = true) {
        QAction* a = menu.addAction(text);
        a->setEnabled(enabled);
        connect(a, &QAction::triggered, this, [this, n, edit] { emit editRequested(n, edit, 0); });
    };
    add(tr("Promote variation"), Edit::Promote, !firstChild);
    add(tr("Make main line"), Edit::MakeMainLine, variation);
    add(tr("Delete from here"), Edit::DeleteFrom);
    menu.addSeparator();
    add(tr("Comment..."), Edit::Comment);
    QMenu* glyphs = menu.addMenu(tr("Glyph"));
    for (int nag : offeredNags()) {
        // The symbol and what it means: the symbols alone are not known to every player.
        QAction* a = glyphs->addAction(nagGlyph(nag) + QLatin1Char('\t') + nagWords(nag));
        const auto& nags = shape_.nodeMove(n).nags;
        a->setCheckable(true);
        a->setChecked(std::find(nags.begin(), nags.end(), nag) != nags.end());
        connect(a, &QAction::triggered, this,
                [this, n, nag] { emit editRequested(n, Edit::Nag, nag); });
    }
    glyphs->addSeparator();
    QAction* clear = glyphs->addAction(tr("No glyph"));
    connect(clear, &QAction::triggered, this,
            [this, n] { emit editRequested(n, Edit::ClearNags, 0); });
    menu.addSeparator();
    add(tr("Copy line"), Edit::CopyLine);
    menu.exec(event->globalPos());
}

} // namespace chess960::ui
