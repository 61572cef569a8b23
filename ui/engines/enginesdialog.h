// Settings > Engines...: the configured engines. Add one by choosing its file (its name,
// author and options come from a handshake), add an installed Stockfish with one click,
// rename, set options, duplicate with other options, remove, and test (a handshake and a
// short search from a Chess960 position, showing the move or the fault).
#pragma once

#include "engines/engineconfig.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace chess960::ui {

class EngineOptionsForm;
class UciEngine;
enum class UciFault;

class EnginesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EnginesDialog(QWidget* parent = nullptr);
    ~EnginesDialog() override;

    /// \brief Where to look for engines to offer at once (tests replace usualEnginePaths()).
    void setCandidatePaths(const QStringList& paths);
    /// \brief Time limits for the engines the dialog starts (tests shorten them).
    void setTimeLimits(int handshakeMs, int searchMs);

    /// \brief Reads the engine at path with a handshake and adds it when that succeeds.
    void addEngine(const QString& path);
    /// \brief Tests the selected engine.
    void testSelected();
    /// \brief The id of the selected configuration (empty when none).
    QString selectedId() const;
    void selectId(const QString& id);

signals:
    /// \brief An add or a test has ended (successful or not): for tests and the status.
    void probeFinished(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void reload(const QString& selectId = {});
    void showSelected();
    void chooseFile();
    void removeSelected();
    void duplicateSelected();
    void probeFailed(UciFault fault, const QString& message);
    /// \brief about: the engine the words are about (its id), empty for words about none.
    void endProbe(bool ok, const QString& status, const QString& about = {});
    UciEngine* newProbe();
    /// \brief The status line; words `about` one engine (its id) show only while it is
    /// selected.
    void setStatus(const QString& text, const QString& about = {});

    QListWidget* list_;
    QPushButton* add_;
    QPushButton* addFound_;
    QPushButton* duplicate_;
    QPushButton* remove_;
    QPushButton* test_;
    QLineEdit* name_;
    QLabel* nameLabel_;
    QLabel* path_;
    QLabel* author_;
    QLabel* optionsLabel_;
    QLabel* status_;
    QString statusText_;  // what setStatus said last
    QString statusAbout_; // the engine it is about ("" for none)
    QString testing_;     // the engine under test
    EngineOptionsForm* options_;
    QPushButton* close_;
    QStringList candidates_;
    QString found_; ///< the engine offered by addFound_
    UciEngine* probe_ = nullptr;
    int handshakeMs_ = 10000;
    int searchMs_ = 1000;
};

} // namespace chess960::ui
