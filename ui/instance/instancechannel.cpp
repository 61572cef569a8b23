#include "instance/instancechannel.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>

namespace chess960::ui {

namespace {
// What a request's bytes start with: a stranger's bytes on the socket are not a request.
constexpr quint32 kMagic = 0xC960'0001;
constexpr qint64 kLongest = 1 << 20; // a request is a few paths, never this long
} // namespace

InstanceChannel::InstanceChannel(QObject* parent)
    : QObject(parent), server_(new QLocalServer(this)) {
    connect(server_, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = server_->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readFrom(socket); });
        }
    });
}

InstanceChannel::~InstanceChannel() = default;

QString InstanceChannel::nameFor(const QString& settingsFile) {
    const QByteArray path = QFileInfo(settingsFile).absoluteFilePath().toUtf8();
    return QStringLiteral("chess960-") +
           QString::fromLatin1(
               QCryptographicHash::hash(path, QCryptographicHash::Sha256).toHex().left(24));
}

bool InstanceChannel::handOver(const QString& name, const QStringList& request, int waitMs) {
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(waitMs)) return false;
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out << kMagic << request;
    }
    QDataStream size(&socket);
    size << quint32(bytes.size());
    socket.write(bytes);
    if (!socket.waitForBytesWritten(waitMs)) return false;
    // Taken when the first copy says so: a copy that hangs does not take it.
    if (!socket.waitForReadyRead(waitMs)) return false;
    return socket.readAll().startsWith("taken");
}

bool InstanceChannel::listen(const QString& name) {
    // Only this user may hand requests over.
    server_->setSocketOptions(QLocalServer::UserAccessOption);
    if (server_->listen(name)) return true;
    // A socket left by a copy that crashed: no one answered on it (handOver said so), so it
    // is taken over.
    QLocalServer::removeServer(name);
    return server_->listen(name);
}

void InstanceChannel::readFrom(QLocalSocket* socket) {
    if (socket->bytesAvailable() < qint64(sizeof(quint32))) return;
    QByteArray head = socket->peek(sizeof(quint32));
    QDataStream sizeIn(head);
    quint32 size = 0;
    sizeIn >> size;
    if (qint64(size) > kLongest) {
        socket->abort();
        return;
    }
    if (socket->bytesAvailable() < qint64(sizeof(quint32)) + qint64(size)) return;
    socket->read(sizeof(quint32));
    const QByteArray bytes = socket->read(size);
    QDataStream in(bytes);
    quint32 magic = 0;
    QStringList request;
    in >> magic >> request;
    if (magic != kMagic || in.status() != QDataStream::Ok) {
        socket->abort();
        return;
    }
    socket->write("taken");
    socket->flush();
    emit requested(request);
}

} // namespace chess960::ui
