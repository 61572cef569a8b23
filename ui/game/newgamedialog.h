// Setting up a game: the opponent (the built-in engine at a level or a configured engine at
// its strength, with the person's colour; two players with their names; or engines playing
// each other), the start position (random, by number, by dice, classical, from a FEN)
// and the clock. What cannot start a game (a bad FEN, rolls that do not finish a position)
// is explained in the dialog and OK stays off.
#pragma once

#include "game/gamesetup.h"

#include <QDialog>

class QAbstractButton;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace chess960::ui {

class ClockBox;
class GuideView;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const GameSetup& setup, QWidget* parent = nullptr);
    /// \brief What the player chose.
    GameSetup setup() const;
    /// \brief What the preview says about the chosen start (back rank, or why it is wrong).
    QString startPreview() const;
    /// \brief The guide's view of the chosen start (hidden when the start is not known yet).
    GuideView* guideView() const { return guide_; }
    bool canStart() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool event(QEvent* event) override;

private:
    void retranslateUi();
    QWidget* createOpponent(const GameSetup& setup);
    QWidget* createStart(const GameSetup& setup);
    QWidget* createClock(const GameSetup& setup);
    void refresh();
    /// \brief Resizes the dialog to the height its rows need at its width.
    void fitHeight();
    void fillEngineChoices(QComboBox* box, const PlayerSpec& chosen);

    QGroupBox* opponentBox_;
    QGroupBox* startBox_;
    ClockBox* clockBox_;
    QAbstractButton* computer_;
    QAbstractButton* human_;
    QAbstractButton* engines_;
    QLabel* engineLabel_;
    QComboBox* engine_;
    QWidget* levelRow_;
    /// A configured engine's strength limit (UCI_LimitStrength, UCI_Elo): its row is shown
    /// when the engine chosen offers UCI_Elo.
    struct EloLimit {
        QWidget* row = nullptr;
        QCheckBox* limit = nullptr;
        QSpinBox* elo = nullptr;
    };
    EloLimit makeEloLimit(QWidget* parent, const QString& prefix, int elo);
    /// \brief Shows the row when `engine` (a configured engine's name) offers UCI_Elo, with
    /// its range; hides it for the built-in engine and engines without it.
    static void showEloLimit(const EloLimit& limit, const QString& engine);
    /// \brief The Elo chosen; 0 for full strength (or no row shown).
    static int chosenElo(const EloLimit& limit);
    EloLimit computerElo_; // the computer's, against the person
    EloLimit whiteElo_;    // engines playing each other
    EloLimit blackElo_;
    QDoubleSpinBox* moveDelay_; // engines without a clock: seconds between moves
    QLabel* moveDelayLabel_;
    QWidget* enginesBox_;
    QLabel* whiteEngineLabel_;
    QLabel* blackEngineLabel_;
    QComboBox* whiteEngine_;
    QComboBox* blackEngine_;
    QLabel* levelLabel_;
    QLabel* colourLabel_;
    QLabel* whiteLabel_;
    QLabel* blackLabel_;
    QLabel* chooseLabel_;
    QLabel* randomPage_;
    QLabel* classicalPage_;
    QButtonGroup* opponent_;
    QWidget* computerBox_;
    QWidget* humanBox_;
    QSpinBox* level_;
    QLabel* levelInfo_;
    QComboBox* colour_;
    QLineEdit* whiteName_;
    QLineEdit* blackName_;

    QComboBox* start_;
    QStackedWidget* startPages_;
    QSpinBox* number_;
    QCheckBox* dfrc_;       // different set-ups for White and Black (Random and Number)
    QSpinBox* blackNumber_; // Black's number with dfrc_
    QCheckBox* balanced_;   // Random, one set-up: among the balanced only
    GuideView* guide_;      // what the engine's guide says of the start chosen
    QLineEdit* dice_;
    QLineEdit* fen_;
    QLabel* preview_;

    QDialogButtonBox* buttons_;
    QAbstractButton* startButton_;
};

} // namespace chess960::ui
