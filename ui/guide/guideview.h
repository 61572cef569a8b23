// What the Chess960 guide (chess960/guide.h) says of a start position, where players choose
// one (the shuffler, the New game dialog): the built-in engine's evaluation with "balanced"
// marked, the position's place among the 960 by evenness, the best three first moves and a
// short line, in the player's piece letters. A Double Fischer Random pair is not in the guide:
// a button asks the engine, which judges the pair as the guide was made (engine::judgeStart,
// the guide's depth), off the GUI thread; pairs judged are remembered while the program runs.
#pragma once

#include "chess960/guide.h"

#include <QGroupBox>

#include <memory>

class QLabel;
class QPushButton;

namespace chess960::engine {
class Search;
}

namespace chess960::ui {

class JobRunner;

class GuideView : public QGroupBox {
    Q_OBJECT
public:
    explicit GuideView(QWidget* parent = nullptr);
    ~GuideView() override;

    /// \brief Start position number (0..959), from the guide compiled in.
    void showStart(int number);
    /// \brief A Double Fischer Random start: White's and Black's numbers (equal numbers are
    /// the start position itself).
    void showPair(int white, int black);
    /// \brief Nothing chosen yet (a position drawn at random when the game starts).
    void showNothing();

    /// \brief The text shown, as plain text (for the tests and screen readers).
    QString shownText() const;
    /// \brief A pair is being judged.
    bool isJudging() const;
    /// \brief Judges the pair on show, as the button does.
    void askEngine();
    /// \brief How far from level a position the guide calls balanced may be, in pawns, in the
    /// language's decimal mark ("0.15"; "0,15" in German).
    static QString balancedBound();
    /// \brief Makes the guide view use guide instead of the one compiled in (tests).
    void setGuide(const Guide* guide);
    /// \brief The depth a pair is judged at (the guide's unless set; tests set a small one).
    void setPairDepth(int depth) { pairDepth_ = depth; }

signals:
    /// \brief A pair's judgement has arrived and is on show.
    void judged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void stopJudging();
    int pairDepth() const;

    const Guide* guide_;
    int white_ = -1, black_ = -1; // on show; -1 for nothing
    int pairDepth_ = 0;
    int judgingDepth_ = -1; // the last depth finished while judging; -1 when not judging
    QLabel* text_;
    QPushButton* ask_;
    JobRunner* job_;
    std::shared_ptr<engine::Search> search_; // the running judgement's, to stop it
};

} // namespace chess960::ui
