// The Settings dialog: everything about the board and the window a player may choose, and
// the language. Apply and OK hand the choices over; Cancel leaves everything as it was.
#pragma once

#include "settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QSlider;

namespace chess960::ui {

class SettingsPreview;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    /// \brief Shows these choices in the controls; language is a code, empty for the system's.
    void setSettings(const BoardSettings& settings, const QString& language);
    /// \brief The choices in the controls (flipped is kept from setSettings).
    BoardSettings settings() const;
    /// \brief The language chosen: a code, or empty to follow the system.
    QString language() const;

signals:
    /// \brief Apply or OK: the board settings to use and keep from now on.
    void applied(const chess960::ui::BoardSettings& settings);

protected:
    void changeEvent(QEvent* event) override;

private:
    void apply();
    void retranslateUi();
    void updatePreview();

    BoardSettings shown_;
    QString language_;
    QGroupBox* boardBox_;
    QGroupBox* playBox_;
    QGroupBox* languageBox_;
    QGroupBox* soundBox_;
    QLabel* pieceSetLabel_;
    QLabel* themeLabel_;
    QLabel* animationLabel_;
    QLabel* languageLabel_;
    QLabel* languageNote_;
    QComboBox* pieceSet_;
    QComboBox* theme_;
    SettingsPreview* preview_;
    QComboBox* animation_;
    QCheckBox* coordinates_;
    QCheckBox* legalMoves_;
    QCheckBox* castlingRights_;
    QCheckBox* confirmMoves_;
    QCheckBox* premoves_;
    QCheckBox* autoFlip_;
    QCheckBox* enginePanel_;
    QComboBox* languageCombo_;
    QLabel* notationLabel_;
    QComboBox* notation_;
    QCheckBox* sounds_;
    QLabel* volumeLabel_;
    QSlider* volume_;
    QDialogButtonBox* buttons_;
};

} // namespace chess960::ui
