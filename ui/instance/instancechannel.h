// One program per profile. The first copy started listens on a local socket named after its
// settings file; a copy started later on the same profile (a second double-click on a PGN file)
// hands what it was asked for to the first and ends, and the first opens it, asking before it
// replaces a game as it always does. The autosave, My games and the indexes then have one
// writer. A copy that finds no one listening, or one that does not answer in time (a copy that
// hangs, or the socket of one that crashed), starts as usual.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace chess960::ui {

class InstanceChannel : public QObject {
    Q_OBJECT
public:
    explicit InstanceChannel(QObject* parent = nullptr);
    ~InstanceChannel() override;

    /// \brief The channel's name for the profile whose settings are in settingsFile.
    static QString nameFor(const QString& settingsFile);
    /// \brief Hands request to the copy listening on name; true when it took it (within
    /// waitMs), false when there is none or it did not answer.
    static bool handOver(const QString& name, const QStringList& request, int waitMs = 2000);
    /// \brief Listens on name for later copies (the socket a crashed copy left is taken over);
    /// false when that cannot be done, and the program goes on without it.
    bool listen(const QString& name);

signals:
    /// \brief A later copy's request, which it handed over and left to this one.
    void requested(const QStringList& request);

private:
    void readFrom(QLocalSocket* socket);

    QLocalServer* server_;
};

} // namespace chess960::ui
