// The shuffler: pick a start position (random, by number, by Althoefer's dice or by typing a
// back rank) and see what an over-the-board player needs to set it up and castle in it: the
// number, a diagram, both FENs, the back rank and a card for each of the four castles.
#pragma once

#include "chess960/position.h"
#include "chess960/startpos.h"

#include <QDialog>

#include <functional>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace chess960::ui {

class DiagramWidget;
class GuideView;

class ShufflerDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShufflerDialog(int number = kClassicalStartNumber, QWidget* parent = nullptr);

    int number() const { return number_; }
    /// \brief Shows start position n (0..959); other values are ignored.
    void setNumber(int n);
    /// \brief Where the die button's values come from; a uniform 1..6 unless replaced.
    void setDieSource(std::function<int()> source) { die_ = std::move(source); }
    DiagramWidget* diagram() const { return diagram_; }
    GuideView* guideView() const { return guide_; }
    /// \brief The castle whose card is hovered and shown on the diagram, if any.
    bool showsCastle(Color c, CastleSide s) const;

signals:
    /// \brief "Play this position".
    void playRequested(int number);
    /// \brief "Play this position" when the dice gave it: the rolls as typed or rolled ("2 3
    /// 3 2 3"), which the new game and its card keep.
    void playDiceRequested(const QString& rolls);
    /// \brief "Play this position" with different set-ups for White and Black: the Double
    /// Fischer Random start of White's and Black's numbers.
    void playPairRequested(int white, int black);
    /// \brief "Practise castling here".
    void practiseRequested(int number);
    void numberChanged(int number);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    // Runs `words` now and again after every language change (it sets some texts with tr()).
    void keepWorded(std::function<void()> words);
    QWidget* buildChooser();
    QWidget* buildDice();
    QWidget* buildCards();
    QWidget* buildFens();
    /// \brief Says what is wrong with a number typed in the number box (out of range, not a
    /// number); nothing for a good one.
    void numberTyped(const QString& text);
    /// \brief What is wrong with the number or back rank typed ("" when nothing), with room
    /// for all its lines.
    void showProblems(const QString& text);
    void fitProblems();
    void rankEdited(const QString& text);
    // "SP n", or "DFRC n" with different set-ups for White and Black.
    QString titleText() const;
    bool showsPair() const;
    void showCards();
    void hoverCastle(int card);
    // dice, in shufflerdice.cpp
    void rollDie();
    void applyTypedRolls();
    void resetDice();
    void showDiceStep();
    void addRollToLog(int index, const RollOutcome& roll);
    // The back rank being rolled, alone on show: nothing of a whole position until it is one.
    void showPartialRank(const std::string& rank);

    int number_ = -1;
    bool rolling_ = false; // a partial back rank from the die is on show, not number_
    Position start_;
    std::function<int()> die_;
    DiceProcedure dice_;
    int rollCount_ = 0;
    int hovered_ = -1;
    std::vector<std::function<void()>> wordings_;
    QString appliedRolls_; // the typed rolls last set up, worded again on a language change
    QString diceRolls_;    // the rolls of the last dice procedure finished ...
    int diceNumber_ = -1;  // ... and the start position they gave

    DiagramWidget* diagram_;
    QLabel* spLabel_;
    QLabel* rankLabel_;
    QSpinBox* spin_;
    QLineEdit* rankEdit_;
    QLabel* rankProblems_;
    QLineEdit* xfen_;
    QLineEdit* shredder_;
    QPushButton* dieButton_;
    QLabel* diceStep_;
    QListWidget* diceLog_;
    QLineEdit* rollsEdit_;
    QLabel* rollsResult_;
    QLabel* cards_[4];
    QList<QPushButton*> positionButtons_; // play, practise and copy: need a whole position
    QPushButton* practise_ = nullptr;     // by SP number only: not for two set-ups
    QCheckBox* dfrcBox_ = nullptr;        // different set-ups for White and Black
    QCheckBox* balancedBox_ = nullptr;    // Shuffle draws among the balanced only
    GuideView* guide_ = nullptr;
    QSpinBox* blackSpin_ = nullptr; // Black's number then
};

} // namespace chess960::ui
