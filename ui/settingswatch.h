// Whether the player's choices reach the settings file. Qt writes the settings as they are
// changed and says nothing when the write fails (a full disk, a folder that cannot be
// written), and forgets a change it could not write once no one holds the file open. The
// watch holds it open while the window lives, so the choices made meanwhile are kept and
// written as soon as the file can be; it looks every few seconds and says once when the
// choices stop being saved, and once when they are saved again.
#pragma once

#include <QObject>

#include <memory>

class QSettings;

class QTimer;

namespace chess960::ui {

class SettingsWatch : public QObject {
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 3000;

    explicit SettingsWatch(QObject* parent = nullptr);
    ~SettingsWatch() override;

    /// \brief Looks now (the watch does every kIntervalMs by itself).
    void check();

signals:
    /// \brief The choices are not saved: why, in the player's language, with the file's place.
    void notSaved(const QString& why);
    /// \brief Saved again after notSaved().
    void savedAgain();

private:
    std::unique_ptr<QSettings> open_; // the settings file, held open
    QTimer* timer_;
    bool failing_ = false;
};

} // namespace chess960::ui
